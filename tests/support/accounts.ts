// A permanent account made the way a user makes one: sign up, then the code from the e-mail.
import { expect } from 'vitest';
import type { BrowserClient } from './browser-client';
import { codeIn, waitForMail } from './outbox';
import type { TestApp } from './test-app';

/** Signs `client` up as `email` and verifies it; the client is then signed in. Returns the user's id. */
export async function signUpVerified(
  t: TestApp,
  client: BrowserClient,
  email: string,
  password: string,
  names: { firstName: string; lastName: string } = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<string> {
  const signUp = await client.post('/api/auth/sign-up/email', {
    ...names,
    email,
    password,
    confirmPassword: password,
  });
  expect(signUp.status).toBe(200);
  const verified = await client.post<{ user: { id: string } }>('/api/auth/email-otp/verify-email', {
    email,
    otp: codeIn(await waitForMail(t, email)),
  });
  expect(verified.status).toBe(200);
  return verified.body.user.id;
}
