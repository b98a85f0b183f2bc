// Account calls of the profile screens.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@/shared/responses/account';
import type { ChangePasswordInput, GuestAccountInput } from '@/shared/schemas/auth';
import type { ProfileEditInput } from '@/shared/schemas/profile';
import { apiFetch } from '@/client/lib/api';
import { requestHook } from '@/client/lib/request-hook';
import { profileKeys, sessionKeys } from '@/client/lib/query-keys';

export type { Profile } from '@/shared/responses/account';

const post = <T>(path: string, json: unknown) => apiFetch<T>(path, { method: 'POST', json });

/** A guest's e-mail: a code goes to the new address. */
export const useRequestEmailChange = requestHook((newEmail: string) =>
  post('/api/auth/email-otp/request-email-change', { newEmail }),
);
export const useConfirmEmailChange = requestHook(({ newEmail, otp }: { newEmail: string; otp: string }) =>
  post('/api/auth/email-otp/change-email', { newEmail, otp }),
);
/** A guest's first name and first password: the account becomes permanent. */
export const useSetFirstPassword = requestHook((input: GuestAccountInput) =>
  post('/api/account/password', input),
);
export const useChangePassword = requestHook((input: ChangePasswordInput) =>
  post('/api/auth/change-password', input),
);
/** Deletes the account and everything in it; the password confirms it when the account has one. */
export const useDeleteAccount = requestHook((password: string | undefined) =>
  apiFetch('/api/account', { method: 'DELETE', json: password ? { password } : {} }),
);

/** Keyed by the user, so that after signing in as someone else nobody sees the previous profile. */
export const profileQuery = (userId: string) => ({
  queryKey: profileKeys.detail(userId),
  queryFn: () => apiFetch<Profile>('/api/account/profile'),
});

export const updateProfile = (input: ProfileEditInput) =>
  apiFetch<Profile>('/api/account/profile', { method: 'PATCH', json: input });

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
      return apiFetch<{ imgPath: string | null }>('/api/account/picture', { method: 'POST', body });
    },
  });
}
