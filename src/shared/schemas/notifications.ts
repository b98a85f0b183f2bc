// The notification settings' requests, shared by the profile and the server.
import { z } from 'zod';
import { textField } from './fields';
import { REMINDER_DAYS_BEFORE, WEEKDAYS } from '../reminder-preferences';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
};
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const endpoint = textField('validation.pushEndpoint')
  .max(2048, 'validation.pushEndpoint')
  .pipe(z.url({ error: 'validation.pushEndpoint' }));
const key = (max: number) =>
  textField('validation.pushKeys').regex(base64url, 'validation.pushKeys').max(max, 'validation.pushKeys');

/** What the browser's PushSubscription.toJSON() gives; the server also checks the key lengths and the host. */
export const pushSubscriptionSchema = z.strictObject(
  {
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject(
      {
        p256dh: key(100),
        auth: key(50),
      },
      strict,
    ),
  },
  strict,
);

export const pushUnsubscribeSchema = z.strictObject({ endpoint }, strict);

/** E-mail reminders, the monthly summary, or both. */
export const notificationSettingsSchema = z
  .strictObject(
    {
      emailReminders: z.boolean({ error: 'validation.boolean' }).optional(),
      monthlySummary: z.boolean({ error: 'validation.boolean' }).optional(),
    },
    strict,
  )
  .refine((body) => body.emailReminders !== undefined || body.monthlySummary !== undefined, {
    message: 'validation.settingsEmpty',
  });

export const unsubscribeSchema = z.strictObject(
  {
    token: textField('validation.unsubscribeToken')
      .min(1, 'validation.unsubscribeToken')
      .max(512, 'validation.unsubscribeToken'),
  },
  strict,
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The reminder preferences, all four at once. */
export const reminderPreferencesSchema = z.strictObject(
  {
    hour: z
      .number({ error: 'validation.reminderHour' })
      .int('validation.reminderHour')
      .min(0, 'validation.reminderHour')
      .max(23, 'validation.reminderHour'),
    daysBefore: z.union(
      REMINDER_DAYS_BEFORE.map((d) => z.literal(d)),
      { error: 'validation.reminderDaysBefore' },
    ),
    quietDays: z
      .array(
        z.union(
          WEEKDAYS.map((d) => z.literal(d)),
          { error: 'validation.quietDays' },
        ),
        { error: 'validation.quietDays' },
      )
      .max(6, 'validation.quietDaysAll')
      .refine((days) => new Set(days).size === days.length, 'validation.quietDays'),
    pushDigest: z.boolean({ error: 'validation.pushDigest' }),
  },
  strict,
);
