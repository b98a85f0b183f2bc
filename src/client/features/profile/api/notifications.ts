// Reminder settings: e-mail reminders for the account, phone notifications for this device, unsubscribing.
// Both queries use the client's defaults for "other data" (fresh 5 min, kept 10).
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { pushStatus } from '@/client/lib/push';

export interface NotificationSettings {
  emailReminders: boolean;
  emailVerified: boolean;
  isAnonymous: boolean;
}

const SETTINGS = '/api/account/notifications';

export function notificationSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: ['notification-settings', userId],
    queryFn: () => apiFetch<NotificationSettings>(SETTINGS),
  });
}

export const updateEmailReminders = (emailReminders: boolean) =>
  apiFetch<NotificationSettings>(SETTINGS, { method: 'PUT', json: { emailReminders } });

/** This device's push state; per user, as the device's subscription belongs to who is signed in. */
export function pushStatusQuery(userId: string) {
  return queryOptions({ queryKey: ['push-status', userId], queryFn: pushStatus });
}

/** The link of a reminder e-mail: no sign-in needed, the signed token names the user. */
export const unsubscribeEmail = (token: string) =>
  apiFetch<{ ok: true }>('/api/email/unsubscribe', { method: 'POST', json: { token } });
