// Calls the app in-process like a browser would: keeps cookies, sends Origin and a language.
import type { TestApp } from './test-app';

/** A JSON body sent as written, byte for byte (padding, key order), rather than re-serialised. */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface BrowserClient {
  cookies: Map<string, string>;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<CallResult<T>>;
  /** A form posted from another site, as an OpenID provider's form_post answer is. */
  postForm<T = Record<string, unknown>>(path: string, form: string, origin: string): Promise<CallResult<T>>;
  get<T = Record<string, unknown>>(path: string): Promise<CallResult<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<CallResult<T>>;
}

export function browserClient(
  t: Pick<TestApp, 'request'>,
  options: { lang?: string; ip?: string; origin?: string; timeZone?: string } = {},
): BrowserClient {
  const cookies = new Map<string, string>();
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    form?: { body: string; origin: string },
    extra: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = {
      ...extra,
      Origin: form?.origin ?? options.origin ?? 'http://localhost:3000',
      'Accept-Language': options.lang ?? 'it',
    };
    if (options.ip) headers['X-Forwarded-For'] = options.ip;
    if (options.timeZone) headers['X-Time-Zone'] = options.timeZone;
    // A cross-site form post carries no SameSite=Lax cookie, as in a browser.
    if (cookies.size && !form) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const res = await t.request(`http://localhost:3000${path}`, {
      method,
      headers,
      ...(form
        ? { body: form.body }
        : body instanceof RawJson
          ? { body: body.text }
          : body !== undefined
            ? { body: JSON.stringify(body) }
            : {}),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    cookies,
    call: (method, path, body, extra) => call(method, path, body, undefined, extra),
    postForm: (path, body, origin) => call('POST', path, undefined, { body, origin }),
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
  };
}
