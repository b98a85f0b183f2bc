// The sign-in calls: one mutation hook per auth endpoint, so each request is built in one place.
import type { LoginInput, NewPasswordInput, SignupInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/client/lib/api';
import { requestHook } from '@/client/lib/request-hook';

const post = <T>(path: string, json: unknown) => apiFetch<T>(`/api/auth${path}`, { method: 'POST', json });

export const useSignIn = requestHook((input: LoginInput) => post('/sign-in/email', input));
export const useSignUp = requestHook((input: SignupInput) => post('/sign-up/email', input));
export const useVerifyEmail = requestHook(({ email, otp }: { email: string; otp: string }) =>
  post('/email-otp/verify-email', { email, otp }),
);
export const useResendCode = requestHook((email: string) =>
  post('/email-otp/send-verification-otp', { email }),
);
export const useRequestPasswordReset = requestHook((email: string) =>
  post('/request-password-reset', { email }),
);
export const useResetPassword = requestHook(({ token, ...input }: NewPasswordInput & { token: string }) =>
  post('/reset-password', { token, ...input }),
);
export const useSignInAsGuest = requestHook(() => post('/sign-in/anonymous', {}));

/** Starts the OpenID redirect chain; the browser leaves for the provider. */
export const useSignInWith = requestHook(
  async ({ provider, callbackURL }: { provider: 'google' | 'apple'; callbackURL: string }) => {
    const { url } = await post<{ url: string }>('/sign-in/social', {
      provider,
      callbackURL,
      errorCallbackURL: '/login',
    });
    window.location.assign(url);
  },
);
