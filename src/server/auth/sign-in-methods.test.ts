// How an account signs in: its password, Google, Apple. The profile lists them, links another identity
// through the provider, and unlinks one, never the last. Against a real OpenID provider on loopback.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { tablesDigest } from '../../../tests/support/db-digest';
import { linkProvider, signInWithProvider } from '../../../tests/support/oidc-browser';
import { linkIn, waitForMail } from '../../../tests/support/outbox';
import { useOidcApp } from '../../../tests/support/oidc-app';
import type { TestApp } from '../../../tests/support/test-app';
import { sessions } from '../db/schema';

const app = useOidcApp();
let t: TestApp;
beforeAll(() => {
  t = app.t;
});

const password = 'fragole-nel-frigo';

async function methods(client: BrowserClient): Promise<string[]> {
  const res = await client.get<{ providerId: string }[]>('/api/auth/list-accounts');
  expect(res.status).toBe(200);
  return res.body.map((a) => a.providerId).sort();
}

describe('the ways an account signs in', () => {
  it('lists the password; links Google, even at another address, and signs in with it; unlinks it', async () => {
    const client = browserClient(t);
    const userId = await signUpVerified(t, client, `gina-${crypto.randomUUID()}@example.com`, password);
    expect(await methods(client)).toEqual(['credential']);

    const linked = await linkProvider(client, 'google', 'gina');
    expect(linked.status).toBe(302);
    expect(linked.headers.get('location')).toMatch(/\/profile$/);
    expect(await methods(client)).toEqual(['credential', 'google']);
    // The account signs in with Google now (gina@example.com at the provider).
    const phone = browserClient(t);
    await signInWithProvider(phone, 'google', 'gina');
    expect((await phone.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id).toBe(userId);

    const unlinked = await client.post('/api/auth/unlink-account', { providerId: 'google' });
    expect(unlinked.status).toBe(200);
    expect(await methods(client)).toEqual(['credential']);
  });

  it('an account made with Google sets a password through the e-mailed link, then signs in with it too', async () => {
    const client = browserClient(t);
    await signInWithProvider(client, 'google', 'lia');
    expect(await methods(client)).toEqual(['google']);
    const asked = await client.post('/api/auth/request-password-reset', { email: 'lia@example.com' });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(
      t,
      'lia@example.com',
      (m) => m.subject === 'Reimposta la password di My Fridge',
    );
    const opened = await browserClient(t).get(new URL(linkIn(mail)).pathname + new URL(linkIn(mail)).search);
    const token = new URL(opened.headers.get('location')!, 'http://localhost').searchParams.get('token');
    // On the device still signed in with Google, as the profile's link is opened there: the new password ends
    // every session, and the reset screen signs in with it.
    const reset = await client.post('/api/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.status).toBe(200);
    const signedIn = await client.post('/api/auth/sign-in/email', { email: 'lia@example.com', password });
    expect(signedIn.status).toBe(200);
    expect(
      (await client.get<{ user: { email: string } } | null>('/api/auth/get-session')).body,
    ).toMatchObject({
      user: { email: 'lia@example.com' },
    });
    expect(await methods(client)).toEqual(['credential', 'google']);
  });

  it('never unlinks the last way in, and never the password', async () => {
    const client = browserClient(t);
    await signInWithProvider(client, 'apple', 'ivo');
    expect(await methods(client)).toEqual(['apple']);
    const before = await tablesDigest(t);
    const last = await client.post('/api/auth/unlink-account', { providerId: 'apple' });
    expect(last.status).toBe(400);
    expect(last.body).toMatchObject({
      error: { message: 'Questo è il solo modo di accedere al tuo account: non si può scollegare.' },
    });
    const passwordMethod = await client.post('/api/auth/unlink-account', { providerId: 'credential' });
    expect(passwordMethod.status).toBe(422);
    expect(await tablesDigest(t)).toEqual(before);
    expect(await methods(client)).toEqual(['apple']);
  });

  it('asks for a recent sign-in to unlink: a session older than a day is told to sign in again', async () => {
    const client = browserClient(t);
    const userId = await signUpVerified(t, client, `lea-${crypto.randomUUID()}@example.com`, password);
    await linkProvider(client, 'google', 'lea');
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sessions.userId, userId));
    const stale = await client.post('/api/auth/unlink-account', { providerId: 'google' });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({
      error: { message: 'Per sicurezza, esci e accedi di nuovo prima di cambiare questa impostazione.' },
    });
    expect(await methods(client)).toEqual(['credential', 'google']);
  });

  it('is the signed-in account’s only: nothing without a session', async () => {
    const nobody = browserClient(t);
    expect((await nobody.get('/api/auth/list-accounts')).status).toBe(401);
    expect((await nobody.post('/api/auth/unlink-account', { providerId: 'google' })).status).toBe(401);
    expect((await nobody.post('/api/auth/link-social', { provider: 'google' })).status).toBe(401);
  });
});
