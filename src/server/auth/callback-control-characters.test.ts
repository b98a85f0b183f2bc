// The OpenID callbacks pass their query (state, code, error) and Apple's posted form to the auth library,
// which looks the state up in the database. A NUL byte there was a database error, logged with its stack at
// error level once per request: anyone could fill the log. Now such a request is refused before the library.
import { beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { useOidcApp } from '../../../tests/support/oidc-app';
import { captureLog, type TestApp } from '../../../tests/support/test-app';

const log = captureLog();
const app = useOidcApp({ log });
let t: TestApp;
beforeAll(() => {
  t = app.t;
});

type ErrorBody = { error: { code: string; message: string } };

/** Log lines at error level (50) or above. */
const errorLines = () => log.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('an OpenID callback whose query or form holds a control character', () => {
  const queries = [
    'state=%00',
    'state=abc%00def&code=xyz',
    'code=%00&state=abc',
    'error=%00&state=abc',
    'state=abc&error_description=%00',
    'state=%1F',
  ];

  for (const provider of ['google', 'apple', 'unknown-provider']) {
    for (const query of queries) {
      it(`GET /callback/${provider}?${query}: 400 with a clear error, nothing logged as an error`, async () => {
        const before = errorLines().length;
        const res = await browserClient(t, { lang: 'en' }).get<ErrorBody>(
          `/api/auth/callback/${provider}?${query}`,
        );
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({
          code: 'bad_request',
          message: expect.stringMatching(/control character/i) as unknown as string,
        });
        expect(errorLines().slice(before)).toEqual([]);
      });
    }
  }

  it("Apple's posted form with a NUL in its state: 400, nothing logged as an error", async () => {
    const before = errorLines().length;
    const res = await browserClient(t, { lang: 'it' }).postForm<ErrorBody>(
      '/api/auth/callback/apple',
      'state=%00&code=abc',
      'http://127.0.0.1:9',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toMatch(/controllo/i);
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('a NUL anywhere else in the query of an auth request: 400 before the library', async () => {
    const before = errorLines().length;
    for (const path of ['/api/auth/get-session?x=%00', '/api/auth/reset-password/abc?callbackURL=%00']) {
      const res = await browserClient(t, { lang: 'en' }).get<ErrorBody>(path);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
    }
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('an unknown state without control characters reaches the library: refused, logged as a warning only', async () => {
    const res = await browserClient(t).get('/api/auth/callback/google?state=abc&code=xyz');
    expect(res.status).toBe(302);
    expect(errorLines()).toEqual([]);
  });
});
