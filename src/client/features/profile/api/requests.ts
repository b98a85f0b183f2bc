// Account calls of the profile screens.
import type { ChangePasswordInput, GuestAccountInput } from '@/shared/schemas/auth';
import { apiFetch } from '@/client/lib/api';

const post = <T>(path: string, json: unknown) => apiFetch<T>(path, { method: 'POST', json });

/** A guest's e-mail: a code goes to the new address. */
export const requestEmailChange = (newEmail: string) =>
  post('/api/auth/email-otp/request-email-change', { newEmail });
export const confirmEmailChange = (newEmail: string, otp: string) =>
  post('/api/auth/email-otp/change-email', { newEmail, otp });
/** A guest's first name and first password: the account becomes permanent. */
export const setFirstPassword = (input: GuestAccountInput) => post('/api/account/password', input);
export const changePassword = (input: ChangePasswordInput) => post('/api/auth/change-password', input);
/** Deletes the account and everything in it; the password confirms it when the account has one. */
export const deleteAccount = (password?: string) =>
  apiFetch('/api/account', { method: 'DELETE', json: password ? { password } : {} });

export interface Profile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  phone: string | null;
  birthDate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  imgPath: string | null;
}

/** Keyed by the user, so that after signing in as someone else nobody sees the previous profile. */
export const profileQuery = (userId: string) => ({
  queryKey: ['profile', userId] as const,
  queryFn: () => apiFetch<Profile>('/api/account/profile'),
});

export const updateProfile = (input: unknown) =>
  apiFetch<Profile>('/api/account/profile', { method: 'PATCH', json: input });

export async function uploadPicture(file: File): Promise<{ imgPath: string }> {
  const body = new FormData();
  body.append('picture', file);
  return apiFetch<{ imgPath: string }>('/api/account/picture', { method: 'POST', body });
}
