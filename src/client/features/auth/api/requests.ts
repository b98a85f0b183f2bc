// The sign-in calls, as plain requests to the auth endpoints.
import type { LoginInput, NewPasswordInput, SignupInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/client/lib/api';

const post = <T>(path: string, json: unknown) => apiFetch<T>(`/api/auth${path}`, { method: 'POST', json });

export const signIn = (input: LoginInput) => post('/sign-in/email', input);
export const signUp = (input: SignupInput) => post('/sign-up/email', input);
export const verifyEmail = (email: string, otp: string) => post('/email-otp/verify-email', { email, otp });
export const resendCode = (email: string) => post('/email-otp/send-verification-otp', { email });
export const requestPasswordReset = (email: string) => post('/request-password-reset', { email });
export const resetPassword = (token: string, input: NewPasswordInput) =>
  post('/reset-password', { token, ...input });
export const signInAsGuest = () => post('/sign-in/anonymous', {});

/** Starts the OpenID redirect chain; the browser leaves for the provider. */
export async function signInWith(provider: 'google' | 'apple', callbackURL: string): Promise<void> {
  const { url } = await post<{ url: string }>('/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: '/login',
  });
  window.location.assign(url);
}
