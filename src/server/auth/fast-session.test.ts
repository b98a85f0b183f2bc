// Our routes' session check (ADR 010): the library's own cookie read without the library, the library
// asked only to renew or clean up, and every way a session ends seen at once.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { foods, sessions, users } from '../db/schema';

const COOKIE = 'fridge.session_token';
const DAY_MS = 86_400_000;
const password = 'mirtilli-nel-sacchetto';

let t: TestApp;
let librarySession: MockInstance;
let accounts = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  librarySession?.mockRestore();
  librarySession = vi.spyOn(t.auth.api, 'getSession');
});

/** A permanent account, signed in through the real API; the client holds the cookie the library set. */
async function signedIn(): Promise<{ client: BrowserClient; email: string; id: string }> {
  const client = browserClient(t, { lang: 'en' });
  const email = `fast-${++accounts}@example.com`;
  const id = await signUpVerified(t, client, email, password, { firstName: 'Fa', lastName: 'St' });
  return { client, email, id };
}

function tokenOf(client: BrowserClient): string {
  const value = decodeURIComponent(client.cookies.get(COOKIE)!);
  return value.slice(0, value.lastIndexOf('.'));
}

function headersOf(client: BrowserClient): Headers {
  return new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
}

async function expiresAt(token: string): Promise<number> {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
  return row!.expiresAt.getTime();
}

async function setExpiry(token: string, at: number): Promise<void> {
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(at) })
    .where(eq(sessions.token, token));
}

const list = (client: BrowserClient) => client.get('/api/fridge-items');

describe('a session cookie made by the library', () => {
  // Fails when an upgrade of better-auth changes the cookie's name, encoding or signature, or the user's
  // fields: our routes would then answer 401, or hand out a different user.
  it('is accepted without the library, with the same user the library gives', async () => {
    const { client } = await signedIn();
    librarySession.mockClear();
    const res = await list(client);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(librarySession).not.toHaveBeenCalled();

    const ours = await t.auth.checkSession(headersOf(client));
    const theirs = await t.auth.api.getSession({ headers: headersOf(client) });
    expect(ours.user).toEqual(theirs!.user);
    expect(ours.user).toMatchObject({ firstName: 'Fa', timeZone: 'Europe/Rome', isAnonymous: false });
  });

  it("is accepted for a guest too, and another browser's cookie is another user", async () => {
    const guest = browserClient(t);
    await guest.post('/api/auth/sign-in/anonymous');
    const { client, id } = await signedIn();
    expect((await t.auth.checkSession(headersOf(guest))).user).toMatchObject({ isAnonymous: true });
    expect((await t.auth.checkSession(headersOf(client))).user).toMatchObject({ id });
  });
});

describe('a tampered cookie', () => {
  it('is refused with 401, whichever part is changed', async () => {
    const { client } = await signedIn();
    const { client: someoneElse } = await signedIn();
    const token = tokenOf(client);
    const signature = decodeURIComponent(client.cookies.get(COOKIE)!).slice(token.length + 1);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const signedWith = (secret: string, value: string) =>
      `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
    const forged = [
      `${flip(token, 3)}.${signature}`,
      `${token}.${flip(signature, 10)}`,
      `${tokenOf(someoneElse)}.${signature}`,
      token,
      `${token}.`,
      `${token}.${signature.slice(0, -1)}`,
      signedWith('not-the-secret', token),
    ];
    for (const value of forged) {
      const b = browserClient(t, { lang: 'en' });
      b.cookies.set(COOKIE, encodeURIComponent(value));
      const res = await list(b);
      expect(res.status, value).toBe(401);
      expect(res.body).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect((await list(client)).status).toBe(200);
  });
});

describe('a session that has ended', () => {
  it('is refused once expired; the library deletes it and clears the cookie', async () => {
    const { client } = await signedIn();
    const token = tokenOf(client);
    await setExpiry(token, Date.now() - 60_000);
    const res = await list(client);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=;`))).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('is refused at once after signing out', async () => {
    const { client } = await signedIn();
    const cookie = client.cookies.get(COOKIE)!;
    expect((await list(client)).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    // The cookie kept, as an attacker who copied it would keep it.
    const copy = browserClient(t);
    copy.cookies.set(COOKIE, cookie);
    expect((await list(copy)).status).toBe(401);
  });

  it("is refused at once on the other devices when the password changes; this device's goes on", async () => {
    const { client, email } = await signedIn();
    const other = browserClient(t);
    expect((await other.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    expect((await list(other)).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: password,
      password: 'fragole-ben-conservate',
      confirmPassword: 'fragole-ben-conservate',
    });
    expect(changed.status).toBe(200);
    expect((await list(other)).status).toBe(401);
    expect((await list(client)).status).toBe(200);
  });

  it('is refused while the user is banned, as the admin plugin would; a ban that has run out is none', async () => {
    const { client, id } = await signedIn();
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, id));
    expect((await list(client)).status).toBe(401);
    await t.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, id));
    expect((await list(client)).status).toBe(401);
    await t.database.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, id));
    expect((await list(client)).status).toBe(200);
  });
});

describe('a session due for renewal (last renewed more than a day ago)', () => {
  it('goes through the library, which extends it by 400 days and sets the cookie again', async () => {
    const { client } = await signedIn();
    const token = tokenOf(client);
    await setExpiry(token, Date.now() + 398 * DAY_MS);
    librarySession.mockClear();

    const res = await list(client);
    expect(res.status).toBe(200);
    expect(librarySession).toHaveBeenCalledTimes(1);
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    expect(renewed).toMatch(/Max-Age=34560000/);
    expect(Math.abs((await expiresAt(token)) - (Date.now() + 400 * DAY_MS))).toBeLessThan(60_000);

    // Renewed, it is the common case again.
    librarySession.mockClear();
    expect((await list(client)).status).toBe(200);
    expect(librarySession).not.toHaveBeenCalled();
  });

  it('is checked once when adding an item', async () => {
    const { client } = await signedIn();
    await setExpiry(tokenOf(client), Date.now() + 398 * DAY_MS);
    const [food] = await t.database.db.select({ id: foods.id }).from(foods).limit(1);
    librarySession.mockClear();
    const res = await client.post('/api/fridge-items', { foodId: food!.id, bagSize: 'M' });
    expect(res.status).toBe(201);
    expect(librarySession).toHaveBeenCalledTimes(1);
  });

  it('is only read, not renewed, to word a refusal that needs no user, so the next answer renews it', async () => {
    const { client } = await signedIn();
    const token = tokenOf(client);
    const due = Date.now() + 398 * DAY_MS;
    await setExpiry(token, due);
    librarySession.mockClear();

    const missing = await client.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.getSetCookie()).toEqual([]);
    expect(await expiresAt(token)).toBe(due);
    expect(librarySession).not.toHaveBeenCalled();

    const res = await list(client);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))).toMatch(/Max-Age=34560000/);
  });
});

describe('under production settings', () => {
  it('reads the __Secure- prefixed cookie', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://fridge.example' });
    try {
      const b = browserClient(secure, { origin: 'https://fridge.example' });
      expect((await b.post('/api/auth/sign-in/anonymous')).status).toBe(200);
      expect([...b.cookies.keys()]).toContain(`__Secure-${COOKIE}`);
      const spy = vi.spyOn(secure.auth.api, 'getSession');
      expect((await b.get('/api/fridge-items')).status).toBe(200);
      expect(spy).not.toHaveBeenCalled();
      // The same cookie without its prefix is not the session cookie there.
      const unprefixed = browserClient(secure, { origin: 'https://fridge.example' });
      unprefixed.cookies.set(COOKIE, b.cookies.get(`__Secure-${COOKIE}`)!);
      expect((await unprefixed.get('/api/fridge-items')).status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});
