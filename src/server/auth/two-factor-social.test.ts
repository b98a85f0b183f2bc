// A sign-in through Google or Apple to an account with two-step sign-in asks for the app's code too, as the
// password does: otherwise the provider would be a way around the second factor. Against a real OpenID
// provider on loopback.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient } from '../../../tests/support/browser-client';
import { signInWithProvider } from '../../../tests/support/oidc-browser';
import { useOidcApp } from '../../../tests/support/oidc-app';
import type { TestApp } from '../../../tests/support/test-app';
import { totpCode } from '../../../tests/support/totp';

const app = useOidcApp();
let t: TestApp;
beforeAll(() => {
  t = app.t;
});

const password = 'lamponi-nel-frigo';

/** An account with a password and two-step sign-in, at the address the provider gives `login`. */
async function twoStepAccount(login: string) {
  const client = browserClient(t);
  const userId = await signUpVerified(t, client, `${login}@example.com`, password);
  const enable = await client.post<{ totpURI: string }>('/api/auth/two-factor/enable', { password });
  const uri = enable.body.totpURI;
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) })).status).toBe(200);
  return { userId, uri };
}

describe('signing in with Google to an account with two-step sign-in', () => {
  it('opens no session until the code; the code signs in to the same account', async () => {
    const { userId, uri } = await twoStepAccount('erica');
    const phone = browserClient(t);
    const last = await signInWithProvider(phone, 'google', 'erica');
    expect(last.status).toBe(302);
    expect(new URL(last.headers.get('location')!, 'http://localhost:3000').pathname).toBe('/login');
    expect(new URL(last.headers.get('location')!, 'http://localhost:3000').searchParams.get('step')).toBe(
      'code',
    );
    expect((await phone.get('/api/auth/get-session')).body).toBeNull();

    const done = await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri) });
    expect(done.status).toBe(200);
    const session = await phone.get<{ user: { id: string } }>('/api/auth/get-session');
    expect(session.body.user.id).toBe(userId);
  });

  it('a device trusted at an earlier sign-in goes straight in', async () => {
    const { userId, uri } = await twoStepAccount('franca');
    const phone = browserClient(t);
    await signInWithProvider(phone, 'google', 'franca');
    await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(uri), trustDevice: true });
    await phone.post('/api/auth/sign-out', {});

    const again = await signInWithProvider(phone, 'google', 'franca');
    expect(new URL(again.headers.get('location')!, 'http://localhost:3000').pathname).not.toBe('/login');
    const session = await phone.get<{ user: { id: string } }>('/api/auth/get-session');
    expect(session.body.user.id).toBe(userId);
  });
});
