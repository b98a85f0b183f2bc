// The second factor's calls, for the sign-in's second step and the profile: turning it on (the password,
// then the app's first code), the codes at sign-in, new backup codes, turning it off. One hook per endpoint.
import { api } from './api';
import { requestHook } from './request-hook';

export const useEnableTwoFactor = requestHook((password: string) =>
  api('post', '/api/auth/two-factor/enable', { json: { password } }),
);
export const useDisableTwoFactor = requestHook((password: string) =>
  api('post', '/api/auth/two-factor/disable', { json: { password } }),
);
export const useNewBackupCodes = requestHook((password: string) =>
  api('post', '/api/auth/two-factor/generate-backup-codes', { json: { password } }),
);
export const useVerifyTotp = requestHook(({ code, trustDevice }: { code: string; trustDevice?: boolean }) =>
  api('post', '/api/auth/two-factor/verify-totp', { json: { code, trustDevice } }),
);
export const useVerifyBackupCode = requestHook(
  ({ code, trustDevice }: { code: string; trustDevice?: boolean }) =>
    api('post', '/api/auth/two-factor/verify-backup-code', { json: { code, trustDevice } }),
);
