// Reminder settings: e-mail reminders for the account, phone notifications for this device, unsubscribing.
// Both queries use the client's defaults for "other data" (fresh 5 min, kept 10).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreferences } from '@/shared/reminder-preferences';
import { api } from '@/client/lib/api';
import { pushStatus } from '@/client/lib/push';
import { fridgeKeys, profileKeys } from '@/client/lib/query-keys';

export type { NotificationSettings } from '@/shared/responses/account';

export function notificationSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.notifications(userId),
    queryFn: () => api('get', '/api/account/notifications'),
  });
}

export const updateEmailReminders = (emailReminders: boolean) =>
  api('put', '/api/account/notifications', { json: { emailReminders } });

/** PUT /api/account/notifications; the answer is the settings as saved. */
export function useUpdateEmailReminders(userId: string, { onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailReminders,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.notifications(userId), saved),
    ...(onError ? { onError } : {}),
  });
}

export const updateMonthlySummary = (monthlySummary: boolean) =>
  api('put', '/api/account/notifications', { json: { monthlySummary } });

/** PUT /api/account/notifications for the monthly summary alone. */
export function useUpdateMonthlySummary(userId: string, { onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMonthlySummary,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.notifications(userId), saved),
    ...(onError ? { onError } : {}),
  });
}

/** This device's push state; per user, as the device's subscription belongs to who is signed in. */
export function pushStatusQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.pushStatus(userId),
    queryFn: pushStatus,
    meta: { device: true },
  });
}

/** The link of a reminder e-mail: no sign-in needed, the signed token names the user. */
export const unsubscribeEmail = (token: string) => api('post', '/api/email/unsubscribe', { json: { token } });

/** POST /api/email/unsubscribe; a signed-in reader's profile shows the switch off from now on. */
export function useUnsubscribeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.notificationsAll() }),
  });
}

export function reminderPreferencesQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.reminderPreferences(userId),
    queryFn: () => api('get', '/api/account/reminder-preferences'),
  });
}

/** PUT /api/account/reminder-preferences: the reminders still to come move, so the fridge is read again. */
export function useSaveReminderPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: ReminderPreferences) =>
      api('put', '/api/account/reminder-preferences', { json: prefs }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.reminderPreferences(userId), saved);
      void queryClient.invalidateQueries({ queryKey: fridgeKeys.all() });
    },
  });
}
