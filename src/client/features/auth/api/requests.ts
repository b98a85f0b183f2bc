// The sign-in calls: one mutation hook per auth endpoint, so each request is built in one place.
import type { LoginInput, NewPasswordInput, SignupInput } from '@/shared/schemas/auth';
import { api } from '@/client/lib/api';
import { requestHook } from '@/client/lib/request-hook';

export const useSignIn = requestHook((input: LoginInput) =>
  api('post', '/api/auth/sign-in/email', { json: input }),
);
export const useSignUp = requestHook((input: SignupInput) =>
  api('post', '/api/auth/sign-up/email', { json: input }),
);
export const useVerifyEmail = requestHook(({ email, otp }: { email: string; otp: string }) =>
  api('post', '/api/auth/email-otp/verify-email', { json: { email, otp } }),
);
export const useResendCode = requestHook((email: string) =>
  api('post', '/api/auth/email-otp/send-verification-otp', { json: { email } }),
);
export const useRequestPasswordReset = requestHook((email: string) =>
  api('post', '/api/auth/request-password-reset', { json: { email } }),
);
export const useResetPassword = requestHook(({ token, ...input }: NewPasswordInput & { token: string }) =>
  api('post', '/api/auth/reset-password', { json: { token, ...input } }),
);
export const useSignInAsGuest = requestHook(() => api('post', '/api/auth/sign-in/anonymous', { json: {} }));

/** Starts the OpenID redirect chain; the browser leaves for the provider. */
export const useSignInWith = requestHook(
  async ({ provider, callbackURL }: { provider: 'google' | 'apple'; callbackURL: string }) => {
    const { url } = await api('post', '/api/auth/sign-in/social', {
      json: { provider, callbackURL, errorCallbackURL: '/login' },
    });
    window.location.assign(url);
  },
);
