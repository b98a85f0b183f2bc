// Sign-up with a code from the e-mail, log in, log out: the flows of docs/product.md#accounts.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { passMailTime } from '../../../tests/support/limits';
import {
  codeIn,
  mailsTo,
  waitForMail,
  waitForMailCount,
  type OutboxMail,
} from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { accounts, sessions, users, verifications } from '../db/schema';
import { SIGN_UP_MINIMUM_MS } from './rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'mirtilli-nel-sacchetto',
  confirmPassword: 'mirtilli-nel-sacchetto',
};

async function signUpAndVerify(email: string, lang = 'it') {
  const b = browserClient(t, { lang });
  await signUpVerified(t, b, email, ada.password);
  return b;
}

describe('sign up', () => {
  it('sends a code in the browser language, and the code signs the user in with +5 points', async () => {
    const b = browserClient(t, { lang: 'en-US,en;q=0.9' });
    const res = await b.post('/api/auth/sign-up/email', { ...ada, email: 'Ada@Example.com' });
    expect(res.status).toBe(200);
    expect((await b.get('/api/auth/get-session')).body).toBeNull();

    const mail = await waitForMail(t, 'ada@example.com');
    expect(mail.subject).toMatch(/^Your My Fridge code: \d{6}$/);
    const verified = await b.post('/api/auth/email-otp/verify-email', {
      email: 'ada@example.com',
      otp: codeIn(mail),
    });
    expect(verified.status).toBe(200);

    const session = await b.get<{ user: Record<string, unknown> }>('/api/auth/get-session');
    expect(session.body.user).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isAnonymous: false,
      role: 'user',
      locale: 'en',
      points: 5,
      level: 1,
    });
    await waitForMail(t, 'ada@example.com', (m) => m.subject === 'Welcome to My Fridge');
  });

  it('stores the password with argon2id at ASVS strength, never in clear', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.providerId).toBe('credential');
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
  });

  it('refuses invalid fields with translated messages under each field, and creates nothing', async () => {
    const b = browserClient(t, { lang: 'it' });
    const res = await b.post('/api/auth/sign-up/email', {
      firstName: 'A',
      lastName: '',
      email: 'not-an-email',
      password: '123',
      confirmPassword: '1234',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Alcuni campi non sono validi.',
        fields: [
          { field: 'firstName', message: 'Il nome deve contenere almeno 2 caratteri' },
          { field: 'lastName', message: 'Il cognome è obbligatorio' },
          { field: 'email', message: 'Inserisci un indirizzo e-mail valido' },
          { field: 'password', message: 'La password deve contenere almeno 8 caratteri' },
          { field: 'confirmPassword', message: 'Le password non coincidono' },
        ],
      },
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0);
  });

  it('refuses a common password, whatever its case', async () => {
    const res = await browserClient(t, { lang: 'en' }).post('/api/auth/sign-up/email', {
      ...ada,
      email: 'common@example.com',
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: { fields: [{ field: 'password', message: expect.stringContaining('most common') as string }] },
    });
  });

  it('accepts passwords of 64 and 128 characters', async () => {
    for (const [n, email] of [
      [64, 'long64@example.com'],
      [128, 'long128@example.com'],
    ] as const) {
      const password = 'x7'.repeat(n / 2);
      const res = await browserClient(t).post('/api/auth/sign-up/email', {
        ...ada,
        email,
        password,
        confirmPassword: password,
      });
      expect(res.status, `${n}`).toBe(200);
    }
  });

  it('does not reveal that an address already has an account: same answer, no sooner, its owner told', async () => {
    // Someone else tries the address with their own name and password: nothing of the account may change.
    const intruder = {
      firstName: 'Eve',
      lastName: 'Intruder',
      password: 'pere-nel-sacchetto',
      confirmPassword: 'pere-nel-sacchetto',
    };
    const attempt = async (email: string) => {
      await passMailTime(t, 60);
      const started = performance.now();
      const res = await browserClient(t).post('/api/auth/sign-up/email', { ...intruder, email });
      return { ...res, email, ms: performance.now() - started };
    };
    const userCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    /** Everything stored about ada@example.com's account, and what was sent to the address. */
    const adasRows = async () => {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
      return {
        user,
        accounts: await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id)),
        sessions: await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
        codes: await t.database.db
          .select()
          .from(verifications)
          .where(like(verifications.identifier, '%ada@example.com')),
      };
    };
    const before = await userCount();
    const adaBefore = await adasRows();
    const mailsBefore = (await mailsTo(t, 'ada@example.com')).length;
    // One after the other, taken and fresh in turn: a busy moment of the machine then slows both alike,
    // rather than all three of one kind.
    const taken: Awaited<ReturnType<typeof attempt>>[] = [];
    const fresh: Awaited<ReturnType<typeof attempt>>[] = [];
    for (const newcomer of ['newcomer', 'other-newcomer', 'third-newcomer']) {
      taken.push(await attempt('ada@example.com'));
      fresh.push(await attempt(`${newcomer}@example.com`));
    }
    expect(await userCount()).toBe(before + 3);

    // The same answer, apart from the address it repeats: status, body, headers, no cookie.
    const shape = (res: (typeof taken)[number]) => ({
      status: res.status,
      body: res.body,
      headers: [...res.headers.keys()].filter((k) => k !== 'date').sort(),
      contentType: res.headers.get('content-type'),
      cookies: res.headers.getSetCookie(),
    });
    for (const res of [...taken, ...fresh]) {
      expect(shape(res)).toEqual({
        ...shape(fresh[0]!),
        body: { status: 'check_email', email: res.email },
      });
      expect(res.ms).toBeGreaterThanOrEqual(SIGN_UP_MINIMUM_MS - 5);
    }
    expect(shape(fresh[0]!)).toMatchObject({ status: 200, cookies: [] });
    // No answer comes sooner than one before it, whichever way each went: an answer waits for the slowest
    // of the recent ones. (In order, not the quickest of each kind: on a machine growing busier as the test
    // runs, making the first new account took longer than every answer before it, the taken address's
    // included, and the later answers, of both kinds, waited for it.)
    const inOrder = taken.flatMap((res, i) => [res, fresh[i]!]);
    inOrder.forEach((res, i) => {
      const slowestBefore = Math.max(0, ...inOrder.slice(0, i).map((earlier) => earlier.ms));
      expect(res.ms, `answer ${i + 1} (${res.email}) against the slowest before it`).toBeGreaterThan(
        slowestBefore - 150,
      );
    });

    // Only the address's owner learns that someone tried: a notice to log in for each try, and no code.
    const isNotice = (m: OutboxMail) => m.subject === 'You already have a My Fridge account';
    await waitForMailCount(t, 'ada@example.com', mailsBefore + taken.length);
    const toAda = (await mailsTo(t, 'ada@example.com')).slice(0, taken.length);
    expect(toAda.every(isNotice)).toBe(true);
    expect(toAda[0]!.text).toContain('http://localhost:3000/login');
    // The newcomers' codes went out after the notices: nothing more to Ada is on its way.
    for (const res of fresh) expect(codeIn(await waitForMail(t, res.email))).toMatch(/^\d{6}$/);
    expect(await mailsTo(t, 'ada@example.com')).toHaveLength(mailsBefore + taken.length);
    // Ada's account is as it was: name, password, sessions, no code waiting.
    expect(await adasRows()).toEqual(adaBefore);
  });

  it('signing up again before verifying e-mails the code again (the one still good) to the address', async () => {
    const email = 'twice@example.com';
    await browserClient(t).post('/api/auth/sign-up/email', { ...ada, email });
    const first = codeIn(await waitForMail(t, email));
    await passMailTime(t, 60);
    const again = await browserClient(t).post('/api/auth/sign-up/email', { ...ada, email });
    expect(again.body).toEqual({ status: 'check_email', email });
    await waitForMailCount(t, email, 2);
    const second = (await mailsTo(t, email))[0]!;
    // The code is the one already mailed (ADR 023): whichever e-mail the user opens, it works.
    expect(codeIn(second)).toBe(first);
    expect(
      (await browserClient(t).post('/api/auth/email-otp/verify-email', { email, otp: codeIn(second) }))
        .status,
    ).toBe(200);
  });
});

describe('log in and out', () => {
  it('a wrong password gets the translated message; the right one a new session each time', async () => {
    await signUpAndVerify('grace@example.com');
    const b = browserClient(t, { lang: 'it' });
    const wrong = await b.post('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: { code: 'invalid_email_or_password', message: 'E-mail o password non valide' },
    });

    const first = await b.post<{ token: string }>('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: ada.password,
    });
    const second = await b.post<{ token: string }>('/api/auth/sign-in/email', {
      email: 'GRACE@example.com',
      password: ada.password,
    });
    expect(first.status).toBe(200);
    expect(second.body.token).not.toBe(first.body.token);

    expect((await b.post('/api/auth/sign-out')).status).toBe(200);
    expect((await b.get('/api/auth/get-session')).body).toBeNull();
  });

  it('an unverified account is asked to verify, and gets a new code', async () => {
    const b = browserClient(t, { lang: 'en' });
    await b.post('/api/auth/sign-up/email', { ...ada, email: 'late@example.com' });
    await waitForMail(t, 'late@example.com');
    const res = await b.post('/api/auth/sign-in/email', {
      email: 'late@example.com',
      password: ada.password,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'email_not_verified' } });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const b = browserClient(t);
    await b.post('/api/auth/sign-in/email', { email: 'grace@example.com', password: ada.password });
    const res = await b.post('/api/auth/sign-in/email', {
      email: 'grace@example.com',
      password: ada.password,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fridge.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
