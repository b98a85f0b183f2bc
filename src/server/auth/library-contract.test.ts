// The parts of better-auth that fast-session.ts and session-cookie.ts copy (ADR 010): the session cookie's
// name and signature, and the session with its user. Signs in through the library for real and holds what it
// set and what its own getSession answers against what our reader makes of it. When an upgrade changes any of
// it, this file fails before our routes start refusing every session.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sessions } from '../db/schema';
import { cookieKey, cookieValue, verifiedToken } from './session-cookie';

/** The cookie our settings ask for: the library's `<prefix>.session_token`. */
const COOKIE = 'fridge.session_token';
const password = 'pesche-nel-sacchetto';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The library's `Set-Cookie` for the session: name, raw value and attributes. */
function sessionCookieIn(res: { headers: Headers }, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  expect(header, `no ${name} cookie set`).toBeDefined();
  const [pair = '', ...attributes] = header!.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

/** A permanent account signed in again with e-mail and password; the answer that set the cookie. */
async function signedInWithPassword() {
  const email = `contract-${crypto.randomUUID()}@example.com`;
  await signUpVerified(t, browserClient(t, { lang: 'en' }), email, password);
  const client = browserClient(t, { lang: 'en' });
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return { client, res };
}

describe('the version of better-auth', () => {
  it('is pinned exactly to the installed one, so an upgrade is a deliberate change that runs this file', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const installed = (
      JSON.parse(readFileSync('node_modules/better-auth/package.json', 'utf8')) as { version: string }
    ).version;
    expect(pkg.dependencies['better-auth']).toBe(installed);
  });
});

describe('the session cookie better-auth sets on sign-in', () => {
  it('has the name fast-session reads, from the library context and as our settings ask for', async () => {
    const context = await t.auth.$context;
    expect(context.authCookies.sessionToken.name).toBe(COOKIE);
    const { res } = await signedInWithPassword();
    const { attributes } = sessionCookieIn(res, COOKIE);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('path=/');
  });

  it('is `token.signature`, URL-encoded, the signature base64 HMAC-SHA256 of the token with the secret', async () => {
    const context = await t.auth.$context;
    const { res } = await signedInWithPassword();
    const { value } = sessionCookieIn(res, COOKIE);
    const decoded = decodeURIComponent(value);
    expect(decoded).toMatch(/^[^.]+\.[A-Za-z0-9+/]{43}=$/);
    // As the library encodes it: a `+`, `/` or `=` of the signature is escaped in the header.
    expect(value).toBe(encodeURIComponent(decoded));

    const token = verifiedToken(cookieValue(`${COOKIE}=${value}`, COOKIE), cookieKey(context.secret));
    expect(token).toBe(decoded.slice(0, decoded.lastIndexOf('.')));
    // The token is the session row's: what fast-session looks up.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.token, token!));
    expect(rows).toHaveLength(1);
  });
});

describe('the session fast-session reads', () => {
  it("is the one better-auth's own getSession returns: the same user, token and expiry", async () => {
    const { client } = await signedInWithPassword();
    const cookie = client.cookies.get(COOKIE)!;
    const headers = new Headers({ cookie: `${COOKIE}=${cookie}` });

    const theirs = await t.auth.api.getSession({ headers });
    expect(theirs).not.toBeNull();
    const context = await t.auth.$context;
    const ourToken = verifiedToken(cookieValue(headers.get('cookie')!, COOKIE), cookieKey(context.secret));
    expect(theirs!.session.token).toBe(ourToken);

    const checked = await t.auth.checkSession(headers);
    expect(checked.setCookies).toEqual([]);
    // Every field, and no other: a field the library adds or renames in its user fails here.
    expect(checked.user).toEqual(theirs!.user);
    expect(await t.auth.peekSession(headers)).toEqual(theirs!.user);

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, ourToken!));
    expect(row!.expiresAt.getTime()).toBe(new Date(theirs!.session.expiresAt).getTime());
    expect(row!.userId).toBe(theirs!.user.id);
  });

  it("is a guest's too, and a cookie the library would refuse is refused by ours", async () => {
    const guest = browserClient(t);
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200);
    const headers = new Headers({ cookie: `${COOKIE}=${guest.cookies.get(COOKIE)!}` });
    const theirs = await t.auth.api.getSession({ headers });
    expect((await t.auth.checkSession(headers)).user).toEqual(theirs!.user);

    const value = decodeURIComponent(guest.cookies.get(COOKIE)!);
    const unsigned = new Headers({ cookie: `${COOKIE}=${encodeURIComponent(value.split('.')[0]!)}` });
    expect(await t.auth.api.getSession({ headers: unsigned })).toBeNull();
    expect((await t.auth.checkSession(unsigned)).user).toBeNull();
  });
});
