// Forgot password: an e-mailed link, a new password, every old session ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { passMailTime } from '../../../tests/support/limits';
import { linkIn, mailsTo, waitForMail, waitForMailCount } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
const email = 'reset@example.com';
const password = 'mirtilli-nel-sacchetto';
const newPassword = 'fragole-ben-conservate';

beforeAll(async () => {
  t = await createTestApp();
  await signUpVerified(t, browserClient(t), email, password, { firstName: 'Re', lastName: 'Set' });
  // The welcome e-mail follows the code: once it is in, the mailbox changes only when a test asks.
  await waitForMail(t, email, (m) => m.subject === 'Benvenuto in My Fridge');
});
afterAll(() => t.close());

async function requestLink(): Promise<string> {
  // The e-mail is in the account's language (Italian, as at sign-up), not in the requester's.
  const seen = new Set((await mailsTo(t, email)).map((m) => m.text));
  const before = seen.size;
  // One e-mail a minute to an address: the previous one was earlier.
  await passMailTime(t, 60);
  const res = await browserClient(t, { lang: 'en' }).post('/api/auth/request-password-reset', { email });
  expect(res.status).toBe(200);
  const mail = await waitForMail(
    t,
    email,
    (m) => m.subject === 'Reimposta la password di My Fridge' && !seen.has(m.text),
  );
  expect((await mailsTo(t, email)).length).toBe(before + 1);
  return linkIn(mail);
}

async function tokenFrom(link: string): Promise<string> {
  const res = await browserClient(t).get(new URL(link).pathname + new URL(link).search);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, 'http://localhost:3000');
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

describe('forgot password', () => {
  it('answers the same whether or not the address has an account', async () => {
    await passMailTime(t, 60);
    const mailsBefore = (await mailsTo(t, email)).length;
    const unknown = await browserClient(t).post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
    });
    const known = await browserClient(t).post('/api/auth/request-password-reset', { email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // The link asked for second has arrived: whatever the first request was going to send has gone too.
    await waitForMailCount(t, email, mailsBefore + 1);
    expect(await mailsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('the link leads to /reset-password; the new password works, the old sessions end', async () => {
    const signedIn = browserClient(t);
    await signedIn.post('/api/auth/sign-in/email', { email, password });
    const token = await tokenFrom(await requestLink());

    const same = await browserClient(t, { lang: 'en' }).post('/api/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({
      error: {
        fields: [{ field: 'password', message: 'New password should be different from the old password.' }],
      },
    });

    const reset = await browserClient(t).post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await signedIn.get('/api/auth/get-session')).body).toBeNull();
    expect((await browserClient(t).post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    expect(
      (await browserClient(t).post('/api/auth/sign-in/email', { email, password: newPassword })).status,
    ).toBe(200);

    const reused = await browserClient(t, { lang: 'en' }).post('/api/auth/reset-password', {
      token,
      password: 'another-fine-pass',
      confirmPassword: 'another-fine-pass',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: { code: 'invalid_token' } });
  });
});

describe('change password', () => {
  it('must differ from the old one, and ends the other sessions', async () => {
    const other = browserClient(t);
    await other.post('/api/auth/sign-in/email', { email, password: newPassword });
    const b = browserClient(t, { lang: 'en' });
    await b.post('/api/auth/sign-in/email', { email, password: newPassword });

    const same = await b.post('/api/auth/change-password', {
      currentPassword: newPassword,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(same.status).toBe(422);

    const changed = await b.post('/api/auth/change-password', {
      currentPassword: newPassword,
      password,
      confirmPassword: password,
    });
    expect(changed.status).toBe(200);
    expect((await other.get('/api/auth/get-session')).body).toBeNull();
    expect((await b.get('/api/auth/get-session')).body).not.toBeNull();
  });

  it('a device signed out by it signs in again at once, with the cookie of its ended session still sent', async () => {
    const other = browserClient(t);
    await other.post('/api/auth/sign-in/email', { email, password });
    const b = browserClient(t);
    await b.post('/api/auth/sign-in/email', { email, password });
    const changed = await b.post('/api/auth/change-password', {
      currentPassword: password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    // Nothing has told `other` yet that its session ended: it signs in with the old cookie.
    const again = await other.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(again.status).toBe(200);
    expect((await other.get<{ user: { email: string } } | null>('/api/auth/get-session')).body).toMatchObject(
      {
        user: { email },
      },
    );
  });
});
