// The operations of these routes: method, path, request and answers (operation.ts).
import { notificationSettingsResponse, reminderPreferencesResponse } from '@/shared/responses/account';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeSchema,
} from '@/shared/schemas/notifications';
import { notificationSettingsSchema, reminderPreferencesSchema } from '@/shared/schemas/notifications';
import { okResponse, pushPublicKeyResponse, pushSubscribedResponse } from '@/shared/responses/activity';
import { z } from 'zod';
import { empty, operation } from '../operation';

export const getAccountNotifications = operation({
  method: 'get',
  path: '/api/account/notifications',
  tag: 'notifications',
  summary: 'Whether reminders come by e-mail.',
  access: 'session',
  responses: { 200: { description: 'The settings.', schema: notificationSettingsResponse } },
});

export const putAccountNotifications = operation({
  method: 'put',
  path: '/api/account/notifications',
  tag: 'notifications',
  summary: 'Turns e-mail reminders on or off.',
  access: 'session',
  body: notificationSettingsSchema,
  responses: { 200: { description: 'The settings.', schema: notificationSettingsResponse } },
});

export const getAccountReminderPreferences = operation({
  method: 'get',
  path: '/api/account/reminder-preferences',
  tag: 'notifications',
  summary:
    'When reminders come: the hour, the days before the end, the quiet days, one push or one per item.',
  access: 'session',
  responses: { 200: { description: 'The preferences.', schema: reminderPreferencesResponse } },
});

export const putAccountReminderPreferences = operation({
  method: 'put',
  path: '/api/account/reminder-preferences',
  tag: 'notifications',
  summary: 'Saves the reminder preferences and moves the reminders still to come to match them.',
  access: 'session',
  body: reminderPreferencesSchema,
  responses: { 200: { description: 'The preferences.', schema: reminderPreferencesResponse } },
});

export const getPushPublicKey = operation({
  method: 'get',
  path: '/api/push/public-key',
  tag: 'notifications',
  summary: "The server's VAPID public key, for subscribing a device.",
  access: 'public',
  responses: { 200: { description: 'The key.', schema: pushPublicKeyResponse } },
});

export const postPushSubscriptions = operation({
  method: 'post',
  path: '/api/push/subscriptions',
  tag: 'notifications',
  summary: "This device's push subscription (PushSubscription.toJSON()).",
  access: 'session',
  body: pushSubscriptionSchema,
  responses: {
    201: { description: 'Stored.', schema: pushSubscribedResponse },
    409: { description: "The endpoint is another user's." },
  },
});

export const deletePushSubscriptions = operation({
  method: 'delete',
  path: '/api/push/subscriptions',
  tag: 'notifications',
  summary: "Forgets this device's subscription.",
  access: 'session',
  body: pushUnsubscribeSchema,
  responses: { 204: empty('Forgotten.') },
});

export const postEmailUnsubscribe = operation({
  method: 'post',
  path: '/api/email/unsubscribe',
  tag: 'notifications',
  summary: "A reminder e-mail's unsubscribe link: JSON from the app, or RFC 8058's one-click form post.",
  access: 'public',
  body: unsubscribeSchema,
  query: { token: { schema: z.string(), description: 'The signed token, for the one-click form post.' } },
  responses: { 200: { description: 'E-mail reminders are off.', schema: okResponse } },
});
