// Notifications: the devices push goes to, and unsubscribing from reminder e-mails.
import { z } from 'zod';
import { okResponse, pushPublicKeyResponse, pushSubscribedResponse } from '@/shared/responses/activity';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeSchema,
} from '@/shared/schemas/notifications';
import type { Operation } from '../document';
import { empty } from './common';

export const notifications: Operation[] = [
  {
    method: 'get',
    path: '/api/push/public-key',
    tag: 'notifications',
    summary: "The server's VAPID public key, for subscribing a device.",
    access: 'public',
    responses: { 200: { description: 'The key.', schema: pushPublicKeyResponse } },
  },
  {
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
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions',
    tag: 'notifications',
    summary: "Forgets this device's subscription.",
    access: 'session',
    body: pushUnsubscribeSchema,
    responses: { 204: empty('Forgotten.') },
  },
  {
    method: 'post',
    path: '/api/email/unsubscribe',
    tag: 'notifications',
    summary: "A reminder e-mail's unsubscribe link: JSON from the app, or RFC 8058's one-click form post.",
    access: 'public',
    body: unsubscribeSchema,
    query: { token: { schema: z.string(), description: 'The signed token, for the one-click form post.' } },
    responses: { 200: { description: 'E-mail reminders are off.', schema: okResponse } },
  },
];
