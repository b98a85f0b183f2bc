// Nobody can flood a mailbox through the app: whatever asks for it (sign-up, a new code, signing in to an
// unverified account, a reset link), one address gets at most one e-mail of each kind a minute and ten an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { passMailTime } from '../../../tests/support/limits';
import { mailsTo, waitForMail } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { MAIL_PER_HOUR } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const password = 'mirtilli-nel-sacchetto';
let n = 0;
const client = (lang = 'en') => browserClient(t, { ip: `192.0.2.${++n}`, lang });

function signUp(email: string) {
  return client().post('/api/auth/sign-up/email', {
    firstName: 'Flo',
    lastName: 'Od',
    email,
    password,
    confirmPassword: password,
  });
}

/** Waits until `count` e-mails (that match) have reached the address. */
async function waitForCount(email: string, count: number, matches = (_: { subject: string }) => true) {
  const deadline = Date.now() + 5000;
  while ((await mailsTo(t, email)).filter(matches).length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('e-mails to one address', () => {
  it('go once a minute for each kind, however they are asked for; the next minute one more goes', async () => {
    const email = `flood-${++n}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    await waitForMail(t, email);

    const resend = await client().post('/api/auth/email-otp/send-verification-otp', { email });
    expect(resend.status).toBe(429);
    expect(resend.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // Signing in to the unverified account asks for a code too: none goes within the minute.
    for (let i = 0; i < 3; i++) {
      expect((await client().post('/api/auth/sign-in/email', { email, password })).status).toBe(403);
    }
    // A reset link is another kind of e-mail: it goes, once.
    expect((await client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    expect((await client().post('/api/auth/request-password-reset', { email })).status).toBe(429);
    await waitForCount(email, 2);

    await passMailTime(t, 60);
    expect((await client().post('/api/auth/email-otp/send-verification-otp', { email })).status).toBe(200);
    // The new code is the positive signal that the sends asked for before it have been handled.
    await waitForCount(email, 3);
    const subjects = (await mailsTo(t, email)).map((m) => m.subject.replace(/\d{6}/, 'CODE'));
    expect(subjects.sort()).toEqual([
      'Reset your My Fridge password',
      'Your My Fridge code: CODE',
      'Your My Fridge code: CODE',
    ]);
  });

  it(`signing in again and again to an unverified account sends no more than ${MAIL_PER_HOUR.max} an hour`, async () => {
    const email = `signin-flood-${++n}@example.com`;
    await signUp(email);
    await waitForMail(t, email);
    for (let i = 0; i < 20; i++) {
      await passMailTime(t, 60);
      expect((await client().post('/api/auth/sign-in/email', { email, password })).status).toBe(403);
    }
    await waitForCount(email, MAIL_PER_HOUR.max);
    await client().post('/api/auth/sign-in/email', { email, password });
    // A code asked for by someone else after the last sign-in has arrived: every send asked for before it
    // has been decided, and none more went to the address.
    const witness = `witness-${++n}@example.com`;
    expect((await signUp(witness)).status).toBe(200);
    await waitForMail(t, witness);
    expect(await mailsTo(t, email)).toHaveLength(MAIL_PER_HOUR.max);
  });

  it(`reset links: at most one a minute and ${MAIL_PER_HOUR.max} an hour to an account`, async () => {
    const email = `reset-flood-${++n}@example.com`;
    await signUpVerified(t, client(), email, password);
    await passMailTime(t, 60);
    const isReset = (m: { subject: string }) => m.subject === 'Reset your My Fridge password';
    const statuses: number[] = [];
    let sent = 0;
    for (let i = 0; i < MAIL_PER_HOUR.max + 2; i++) {
      const first = await client().post('/api/auth/request-password-reset', { email });
      statuses.push(
        first.status,
        (await client().post('/api/auth/request-password-reset', { email })).status,
      );
      // Each link arrives before the clock moves on: the limits count the sends in their own minute.
      if (first.status === 200) await waitForCount(email, ++sent, isReset);
      await passMailTime(t, 60);
    }
    // The sign-up asked for the account's first e-mail (its code): nine resets remain in the hour.
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_PER_HOUR.max - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(MAIL_PER_HOUR.max + 5);
    expect((await mailsTo(t, email)).filter(isReset)).toHaveLength(MAIL_PER_HOUR.max - 1);
  });
});
