// Follows an OpenID sign-in like a browser: app → provider (login and consent forms) → app callback.
import { expect } from 'vitest';
import type { BrowserClient } from './browser-client';

const APP = 'http://localhost:3000';

/** Starts sign-in with `provider` from the app and follows every redirect; returns the app's last answer. */
export function signInWithProvider(app: BrowserClient, provider: string, login: string) {
  return followProvider(app, '/api/auth/sign-in/social', provider, login);
}

/** Links `provider`'s identity for `login` to the account signed in on `app`, as the profile does. */
export function linkProvider(app: BrowserClient, provider: string, login: string) {
  return followProvider(app, '/api/auth/link-social', provider, login);
}

async function followProvider(app: BrowserClient, startPath: string, provider: string, login: string) {
  const start = await app.post<{ url: string }>(startPath, { provider, callbackURL: '/profile' });
  expect(start.status).toBe(200);
  const jar = new Map<string, string>();
  let url = start.body.url;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(APP)) {
      const path = url.slice(APP.length);
      if (init.method !== 'POST') return app.get(path);
      // form_post: the provider's page posts the answer; the app turns it into a same-site GET.
      const posted = await app.postForm(path, String(init.body), new URL(start.body.url).origin);
      const next = posted.headers.get('location');
      if (posted.status !== 302 || !next) return posted;
      url = new URL(next, APP).href;
      init = {};
      continue;
    }
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    // A login or consent form, or the provider's auto-submitting form_post back to the app.
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(m[1]!, m[2]!);
    if (/name="login"/.test(html)) {
      fields.set('login', login);
      fields.set('password', 'any');
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects');
}
