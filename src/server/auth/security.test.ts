// Security rules of the accounts, each checked the way an attacker would try them.
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { codeIn, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { verifications } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from the address it wants.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

async function signUp(email: string): Promise<string> {
  await browserClient(t, { ip: freshIp() }).post('/api/auth/sign-up/email', {
    firstName: 'Se',
    lastName: 'Cure',
    email,
    password,
    confirmPassword: password,
  });
  return codeIn(await waitForMail(t, email));
}

describe('one-time codes', () => {
  it('live 10 minutes, hashed at rest', async () => {
    const email = 'ttl@example.com';
    await signUp(email);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${email}`));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(row!.value).not.toMatch(/^\d{6}:/);
  });

  it('are single use', async () => {
    const email = 'once@example.com';
    const code = await signUp(email);
    const b = browserClient(t, { ip: freshIp() });
    expect((await b.post('/api/auth/email-otp/verify-email', { email, otp: code })).status).toBe(200);
    expect(
      (
        await browserClient(t, { ip: freshIp() }).post('/api/auth/email-otp/verify-email', {
          email,
          otp: code,
        })
      ).status,
    ).toBe(400);
  });

  it('refuse a malformed code with "Invalid OTP format"', async () => {
    const res = await browserClient(t, { lang: 'en', ip: freshIp() }).post(
      '/api/auth/email-otp/verify-email',
      { email: 'x@example.com', otp: '12ab' },
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: [{ field: 'otp', message: 'Invalid OTP format' }] } });
  });
});

describe('sign-in limits', () => {
  it('limit sign-in attempts from one address', async () => {
    const ip = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (
          await browserClient(t, { ip }).post('/api/auth/sign-in/email', {
            email: `nobody${i}@example.com`,
            password,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  }, 60_000);

  it('count the address our proxy saw, whatever the client writes before it in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      // The first hop is the client's own claim; the last is what the one trusted proxy appended.
      const ip = `10.${i}.0.1, 192.0.2.77`;
      statuses.push(
        (
          await browserClient(t, { ip }).post('/api/auth/sign-in/email', {
            email: `spoof${i}@example.com`,
            password,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  }, 60_000);

  it('count an IPv6 client by its /64 network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const ip = `2001:db8:77:1:${(i + 1).toString(16)}::1`;
      statuses.push(
        (
          await browserClient(t, { ip }).post('/api/auth/sign-in/email', {
            email: `six${i}@example.com`,
            password,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  }, 60_000);
});

describe('reading the session', () => {
  // Every phone of a household, or of an office, behind one address reads its session after each change.
  it('is limited per address apart from the rest, at 1,000 a minute', async () => {
    const ip = '192.0.2.123';
    const guest = browserClient(t, { ip });
    await guest.post('/api/auth/sign-in/anonymous');
    const statuses: number[] = [];
    // 1,001 requests one after the other: about 8 s alone on PGlite, past a minute in `npm test`, where the
    // browser tests share the 2 cores. The clock stands still meanwhile, so they all fall in one minute.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 1_001; i++) statuses.push((await guest.get('/api/auth/get-session')).status);
      expect(statuses.slice(0, 1_000).every((s) => s === 200)).toBe(true);
      expect(statuses[1_000]).toBe(429);
      // The address's other requests have their own count.
      expect((await guest.post('/api/auth/sign-out')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 180_000);
});

describe('requests from other sites and unknown endpoints', () => {
  it('refuses a signed-in POST from another origin', async () => {
    const b = browserClient(t, { ip: freshIp() });
    await b.post('/api/auth/sign-in/anonymous');
    const evil = browserClient(t, { origin: 'https://evil.example', ip: freshIp() });
    for (const [k, v] of b.cookies) evil.cookies.set(k, v);
    expect((await evil.post('/api/auth/sign-out')).status).toBe(403);
    expect((await evil.post('/api/account/password', { password, confirmPassword: password })).status).toBe(
      403,
    );
  });

  it('refuses a guest sign-in from another site, or with neither Origin nor Referer, and creates no user', async () => {
    const userCount = async () =>
      Number(rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from users`))[0]!.n);
    const before = await userCount();
    const evil = await browserClient(t, { origin: 'https://evil.example', ip: freshIp() }).post(
      '/api/auth/sign-in/anonymous',
    );
    expect(evil.status).toBe(403);
    expect(evil.body).toMatchObject({ error: { code: 'invalid_origin' } });
    const bare = await t.request('http://localhost:3000/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: '{}',
    });
    expect(bare.status).toBe(403);
    expect(await userCount()).toBe(before);

    const ours = await browserClient(t, { ip: freshIp() }).post('/api/auth/sign-in/anonymous');
    expect(ours.status).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('keeps the library endpoints that the app does not use out of reach', async () => {
    const b = browserClient(t, { ip: freshIp() });
    for (const path of [
      '/api/auth/update-user',
      '/api/auth/admin/list-users',
      '/api/auth/list-sessions',
      '/api/auth/sign-in/email-otp',
    ]) {
      expect((await b.post(path, {})).status, path).toBe(404);
    }
  });

  it('our own account routes need a session', async () => {
    expect(
      (
        await browserClient(t, { ip: freshIp() }).post('/api/account/password', {
          password,
          confirmPassword: password,
        })
      ).status,
    ).toBe(401);
  });
});

describe('cookies in production', () => {
  it('are Secure with the __Secure- prefix', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://fridge.example.com',
      VAPID_SUBJECT: 'mailto:ops@myfridge.it',
    });
    try {
      const res = await prod.request('https://fridge.example.com/api/auth/sign-in/anonymous', {
        method: 'POST',
        headers: { Origin: 'https://fridge.example.com', 'Content-Type': 'application/json' },
        body: '{}',
      });
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-fridge\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await prod.close();
    }
  });
});
