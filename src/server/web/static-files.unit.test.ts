import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@/shared/public-config';
import type { PageRenderer } from './server-render';
import { loadStaticFiles, withSettingsRevision } from './static-files';

const config = (photo: string): PublicConfig => ({
  social: { photo, shortVideo: 'https://t.example/', video: 'https://y.example/' },
  authProviders: [],
});

describe("the worker's kept index.html", () => {
  const sw = 'x=[{"revision":"abc123","url":"logo.svg"},{"revision":"0f0f","url":"index.html"}];';

  it('is renewed when the settings injected into it change, without a new build', () => {
    const a = withSettingsRevision(sw, config('https://a.example/'));
    const b = withSettingsRevision(sw, config('https://b.example/'));
    expect(a).toMatch(/"revision":"0f0f-[0-9a-f]{12}","url":"index\.html"/);
    expect(a).not.toBe(b);
    expect(withSettingsRevision(sw, config('https://a.example/'))).toBe(a);
    // Only index.html's revision changes.
    expect(a).toContain('{"revision":"abc123","url":"logo.svg"}');
  });
});

describe('the prerendered home page', () => {
  async function site() {
    const dir = await mkdtemp(join(tmpdir(), 'static-files-'));
    await mkdir(join(dir, 'prerendered'));
    const page = (body: string) => `<html><head><!--app-config--></head><body>${body}</body></html>`;
    await writeFile(join(dir, 'index.html'), page('<div id="root"></div>'));
    await writeFile(join(dir, 'prerendered/home.it.html'), page('<div id="root">Il mio frigo</div>'));
    await writeFile(join(dir, 'prerendered/home.en.html'), page('<div id="root">My fridge</div>'));
    const web = await loadStaticFiles(dir, config('https://a.example/'));
    const app = new Hono().use(web!).all('*', (c) => c.text('not here', 404));
    return {
      get: async (path: string, headers: Record<string, string> = {}) => {
        const res = await app.request(path, { headers });
        return { status: res.status, text: await res.text(), vary: res.headers.get('vary') };
      },
      close: () => rm(dir, { recursive: true }),
    };
  }

  it('is sent for / in the language the browser keeps, else asks for, else Italian; other routes are empty', async () => {
    const s = await site();
    try {
      expect((await s.get('/', { 'Accept-Language': 'en-GB,en;q=0.9' })).text).toContain('My fridge');
      expect((await s.get('/', { 'Accept-Language': 'de-DE' })).text).toContain('Il mio frigo');
      const kept = await s.get('/', { 'Accept-Language': 'en', Cookie: 'lang=it' });
      expect(kept.text).toContain('Il mio frigo');
      expect(kept.vary).toMatch(/Accept-Language, Cookie/);
      // The settings are injected as in index.html.
      expect(kept.text).toContain('https://a.example/');
      const fridge = await s.get('/fridge', { 'Accept-Language': 'en' });
      expect(fridge.text).toContain('<div id="root"></div>');
      expect((await s.get('/prerendered/home.it.html')).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe("a route's page", () => {
  async function site() {
    const dir = await mkdtemp(join(tmpdir(), 'static-files-'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="it"><head><title>My Fridge</title><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    const web = await loadStaticFiles(dir, config('https://a.example/'));
    const app = new Hono().use(web!).all('*', (c) => c.text('not here', 404));
    return {
      get: async (path: string, headers: Record<string, string> = {}) => {
        const res = await app.request(path, { headers });
        return { status: res.status, text: await res.text() };
      },
      close: () => rm(dir, { recursive: true }),
    };
  }
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("has the screen's own title, in the visitor's language", async () => {
    const s = await site();
    try {
      const prizes = await s.get('/prizes', { 'Accept-Language': 'en' });
      expect(prizes.status).toBe(200);
      expect(titleOf(prizes.text)).toBe('Prizes · My Fridge');
      expect(prizes.text).toContain('<html lang="en">');
      expect(titleOf((await s.get('/prizes', { 'Accept-Language': 'it' })).text)).toBe('Premi · My Fridge');
      expect(titleOf((await s.get('/help/', { Cookie: 'lang=it' })).text)).toBe('Aiuto · My Fridge');
      expect(titleOf((await s.get('/help', { Cookie: 'lang=en' })).text)).toBe('Help · My Fridge');
      expect(titleOf((await s.get('/profile/edit', { Cookie: 'lang=en' })).text)).toBe(
        'Edit profile · My Fridge',
      );
      // Every screen has a title of its own.
      const titles = new Set<string | undefined>();
      for (const path of ['/fridge', '/prizes', '/buy', '/profile', '/household', '/login', '/signup'])
        titles.add(titleOf((await s.get(path, { 'Accept-Language': 'it' })).text));
      expect(titles.size).toBe(7);
    } finally {
      await s.close();
    }
  });

  it('is a 404, titled so, for a path that names no screen', async () => {
    const s = await site();
    try {
      const missing = await s.get('/no-such-screen', { 'Accept-Language': 'en' });
      expect(missing.status).toBe(404);
      expect(titleOf(missing.text)).toBe('Page not found · My Fridge');
      // The app is still sent, to draw the page with its heading and a way home.
      expect(missing.text).toContain('<div id="root"></div>');
      expect((await s.get('/fridge/nothing', { 'Accept-Language': 'it' })).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe('a screen drawn on the server', () => {
  it('is drawn for the request, address and query string, and is private; when it is not, the app draws it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'static-files-'));
    try {
      await writeFile(
        join(dir, 'index.html'),
        '<html lang="it"><head><title>My Fridge</title><!--app-config--></head><body><div id="root"></div></body></html>',
      );
      const asked: string[] = [];
      const renderer: PageRenderer = {
        render(request) {
          asked.push(new URL(request.url).pathname + new URL(request.url).search);
          return Promise.resolve(request.url.includes('/login') ? null : '<div id="root">drawn</div>');
        },
      };
      const web = await loadStaticFiles(dir, config('https://a.example/'), () => renderer);
      const app = new Hono().use(web!);
      const prizes = await app.request('/prizes?from=menu');
      expect(await prizes.text()).toContain('drawn');
      expect(prizes.headers.get('cache-control')).toBe('private, no-cache');
      expect(await (await app.request('/help')).text()).toContain('drawn');
      // Sent elsewhere by the app (or failing): the empty page, titled for the screen.
      const login = await (await app.request('/login?redirect=%2Fprofile%2Fimpact')).text();
      expect(login).toContain('<div id="root"></div>');
      expect(login).toContain('Accedi · My Fridge');
      // A screen not drawn on the server is not asked for.
      await app.request('/admin');
      expect(asked).toEqual(['/prizes?from=menu', '/help', '/login?redirect=%2Fprofile%2Fimpact']);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
