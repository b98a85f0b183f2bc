// Account calls of the profile screens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, GuestAccountInput } from '@/shared/schemas/auth';
import type { ProfileEditInput } from '@/shared/schemas/profile';
import { api } from '@/client/lib/api';
import { requestHook } from '@/client/lib/request-hook';
import { profileKeys, sessionKeys } from '@/client/lib/query-keys';

export type { Profile } from '@/shared/responses/account';

/** A guest's e-mail: a code goes to the new address. */
export const useRequestEmailChange = requestHook((newEmail: string) =>
  api('post', '/api/auth/email-otp/request-email-change', { json: { newEmail } }),
);
export const useConfirmEmailChange = requestHook(({ newEmail, otp }: { newEmail: string; otp: string }) =>
  api('post', '/api/auth/email-otp/change-email', { json: { newEmail, otp } }),
);
/** A guest's first name and first password: the account becomes permanent. */
export const useSetFirstPassword = requestHook((input: GuestAccountInput) =>
  api('post', '/api/account/password', { json: input }),
);
export const useChangePassword = requestHook((input: ChangePasswordInput) =>
  api('post', '/api/auth/change-password', { json: input }),
);
/** Deletes the account and everything in it; the password confirms it when the account has one. */
export const useDeleteAccount = requestHook((password: string | undefined) =>
  api('delete', '/api/account', { json: password ? { password } : {} }),
);

/** Keyed by the user, so that after signing in as someone else nobody sees the previous profile. */
export const profileQuery = (userId: string) => ({
  queryKey: profileKeys.detail(userId),
  queryFn: () => api('get', '/api/account/profile'),
});

export const updateProfile = (input: ProfileEditInput) =>
  api('patch', '/api/account/profile', { json: input });

/** PATCH /api/account/profile; the profile and the session (its names) are read again before it resolves. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all() });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    },
  });
}

/** POST /api/account/picture, a multipart form; the profile that follows shows it. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('picture', file);
      return api('post', '/api/account/picture', { form: body });
    },
  });
}

/** How the account signs in: 'credential' (its password), 'google', 'apple'. */
export const signInMethodsQuery = (userId: string) => ({
  queryKey: profileKeys.signInMethods(userId),
  queryFn: () => api('get', '/api/auth/list-accounts'),
});
/** E-mails the account a link to set its first password (an account made with Google or Apple has none). */
export const useSendPasswordLink = requestHook((email: string) =>
  api('post', '/api/auth/request-password-reset', { json: { email } }),
);
/** Leaves for Google or Apple, which send the browser back to the profile with the identity linked. */
export const useLinkProvider = requestHook(async (provider: 'google' | 'apple') => {
  const { url } = await api('post', '/api/auth/link-social', { json: { provider } });
  window.location.assign(url);
});
export const useUnlinkProvider = requestHook((providerId: 'google' | 'apple') =>
  api('post', '/api/auth/unlink-account', { json: { providerId } }),
);
