// The notification settings' requests (issue 5), shared by the profile and the server.
import { z } from 'zod';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
};
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** What the browser's PushSubscription.toJSON() gives; the server also checks the key lengths and the host. */
export const pushSubscriptionSchema = z.strictObject(
  {
    endpoint: z.url({ error: 'validation.pushEndpoint' }).max(2048, 'validation.pushEndpoint'),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject(
      {
        p256dh: z.string({ error: 'validation.pushKeys' }).regex(base64url, 'validation.pushKeys').max(100),
        auth: z.string({ error: 'validation.pushKeys' }).regex(base64url, 'validation.pushKeys').max(50),
      },
      strict,
    ),
  },
  strict,
);

export const pushUnsubscribeSchema = z.strictObject(
  { endpoint: z.url({ error: 'validation.pushEndpoint' }).max(2048, 'validation.pushEndpoint') },
  strict,
);

export const notificationSettingsSchema = z.strictObject(
  { emailReminders: z.boolean({ error: 'validation.boolean' }) },
  strict,
);

export const unsubscribeSchema = z.strictObject(
  {
    token: z.string({ error: 'validation.unsubscribeToken' }).min(1, 'validation.unsubscribeToken').max(512),
  },
  strict,
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
