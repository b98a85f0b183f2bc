// Guessing passwords and codes: a source that keeps failing waits longer and longer, while the owner, trying
// from another network, is never locked out by a stranger.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { holdFailureTime, passMailTime, withClockStill } from '../../../tests/support/limits';
import { codeIn, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { PER_ACCOUNT, PER_SOURCE } from '../security/backoff';

let t: TestApp;
beforeAll(async () => {
  // Behind one trusted proxy, so each test can speak from the address it wants.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';
let n = 0;
const stranger = () => `203.0.113.${++n}`;
const owner = () => `198.51.100.${++n}`;

type ErrorBody = { error: { code: string; message: string } };

function signIn(ip: string, email: string, pass: string) {
  return browserClient(t, { ip, lang: 'en' }).post<ErrorBody>('/api/auth/sign-in/email', {
    email,
    password: pass,
  });
}

async function account(): Promise<string> {
  const email = `guess-${++n}@example.com`;
  await signUpVerified(t, browserClient(t, { ip: owner() }), email, password);
  return email;
}

describe('wrong passwords', () => {
  it(`are free ${PER_ACCOUNT.free} times; then the same source waits, and the owner elsewhere signs in`, async () => {
    const email = await account();
    const ip = stranger();
    await withClockStill(async () => {
      for (let i = 0; i < PER_ACCOUNT.free; i++) {
        expect((await signIn(ip, email, `wrong-guess-${i}`)).status).toBe(401);
      }
      const slowed = await signIn(ip, email, 'wrong-guess-again');
      expect(slowed.status).toBe(429);
      expect(slowed.body.error.message).toMatch(
        /^Too many wrong attempts from this network\. Try again in (?:1 second|(?!1 )\d+ seconds)\.$/,
      );
      // Even the right password waits, from that source: it would otherwise confirm a guess.
      expect((await signIn(ip, email, password)).status).toBe(429);
      expect((await signIn(owner(), email, password)).status).toBe(200);
    });
  });

  it('make the wait double with each failure, up to 15 minutes, and a quiet hour forgets them', async () => {
    const email = await account();
    const ip = stranger();
    const waits: number[] = [];
    // The clock stands still between requests and moves only as the test says: on a slow machine, a 1-second
    // wait could otherwise end before the next request, which would then count as one more failure.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const passSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    try {
      for (let i = 0; i < PER_ACCOUNT.free + 12; i++) {
        const res = await signIn(ip, email, `wrong-guess-${i}`);
        if (res.status === 429) {
          waits.push(Number(/in (\d+) seconds?\./.exec(res.body.error.message)![1]));
          // Wait it out, then fail again.
          passSeconds(waits.at(-1)!);
          expect((await signIn(ip, email, `wrong-guess-${i}-b`)).status).toBe(401);
        }
      }
      expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
      expect(Math.max(...waits)).toBe(PER_ACCOUNT.maxSeconds);
      passSeconds(3600);
      expect((await signIn(ip, email, password)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('over many accounts from one source slow that source down for all of them', async () => {
    const ip = stranger();
    await withClockStill(async () => {
      for (let i = 0; i < PER_SOURCE.free; i++) {
        expect((await signIn(ip, `sprayed-${i}@example.com`, password)).status).toBe(401);
      }
      // The per-address request limit of the library would answer next; its minute is over.
      await t.database.db.execute(sql`delete from rate_limits where key like 'auth:%'`);
      const slowed = await signIn(ip, 'one-more@example.com', password);
      expect(slowed.status).toBe(429);
      expect(slowed.body.error.code).toBe('too_many_requests');
      expect(slowed.body.error.message).toMatch(/^Too many wrong attempts from this network/);
    });
  }, 60_000);

  it('to delete an account count as failed sign-ins of that account', async () => {
    const email = `leaving-${++n}@example.com`;
    const ip = stranger();
    const b = browserClient(t, { ip, lang: 'en' });
    await signUpVerified(t, b, email, password);
    await withClockStill(async () => {
      for (let i = 0; i < PER_ACCOUNT.free; i++) {
        expect((await b.call('DELETE', '/api/account', { password: `not-it-${i}` })).status).toBe(403);
      }
      expect((await b.call('DELETE', '/api/account', { password })).status).toBe(429);
      expect((await signIn(ip, email, password)).status).toBe(429);
    });
    const users = rowsOf(await t.database.db.execute(sql`select id from users where email = ${email}`));
    expect(users).toHaveLength(1);
  });
});

describe('wrong passwords sent at once', () => {
  const BURST = 30;

  it(`are checked no more than sent one after another: ${BURST} at once, ${PER_ACCOUNT.free} checked, the rest 429`, async () => {
    const email = await account();
    const ip = stranger();
    let answers: Awaited<ReturnType<typeof signIn>>[] = [];
    await withClockStill(async () => {
      answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => signIn(ip, email, `wrong-at-once-${i}`)),
      );
    });
    const statuses = answers.map((a) => a.status);
    // One after another, within the first wait of a second (the clock stands still), the same 30 give 5 × 401,
    // then 429s.
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - PER_ACCOUNT.free);
    const [row] = rowsOf<{ failures: number }>(
      await t.database.db.execute(
        sql`select failures from auth_failures where kind = 'password' and subject = ${email}`,
      ),
    );
    expect(row?.failures).toBe(PER_ACCOUNT.free);
    // The owner, from their own network, is not slowed.
    expect((await signIn(owner(), email, password)).status).toBe(200);
  });

  it('a refusal carries Retry-After with the seconds its message says', async () => {
    const email = await account();
    const ip = stranger();
    await withClockStill(async () => {
      for (let i = 0; i < PER_ACCOUNT.free; i++) await signIn(ip, email, `wrong-guess-${i}`);
      expect((await signIn(ip, email, 'wrong-guess-refused')).status).toBe(429);
      const refused = await signIn(ip, email, 'wrong-again');
      expect(refused.status).toBe(429);
      const said = Number(/in (\d+) seconds?\./.exec(refused.body.error.message)?.[1]);
      expect(said).toBeGreaterThan(0);
      expect(refused.headers.get('retry-after')).toBe(String(said));
    });
  });
});

describe('wrong codes', () => {
  async function pendingSignUp(): Promise<{ email: string; code: string }> {
    const email = `code-${++n}@example.com`;
    await browserClient(t, { ip: owner() }).post('/api/auth/sign-up/email', {
      firstName: 'Co',
      lastName: 'De',
      email,
      password,
      confirmPassword: password,
    });
    return { email, code: codeIn(await waitForMail(t, email)) };
  }

  const verify = (ip: string, email: string, otp: string) =>
    browserClient(t, { ip, lang: 'en' }).post<ErrorBody>('/api/auth/email-otp/verify-email', { email, otp });

  it('slow the guessing source, a new code does not give it its tries back, and the owner gets in', async () => {
    const { email, code } = await pendingSignUp();
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = stranger();
    for (let i = 0; i < PER_ACCOUNT.free; i++) expect((await verify(ip, email, wrong)).status).toBe(400);
    expect((await verify(ip, email, wrong)).status).toBe(429);
    // The source's wait (1 s) must outlast the new code's e-mail, which took longer on a loaded machine.
    await holdFailureTime(t, 'code', 60);

    // Five wrong tries used the code up; the owner asks for a new one.
    await passMailTime(t, 60);
    const resent = await browserClient(t, { ip: owner() }).post('/api/auth/email-otp/send-verification-otp', {
      email,
    });
    expect(resent.status).toBe(200);
    const fresh = codeIn(await waitForMail(t, email, (m) => codeIn(m) !== code));
    expect((await verify(ip, email, fresh)).status).toBe(429);
    expect((await verify(owner(), email, fresh)).status).toBe(200);
  });
});
