// The account's answers: the profile, its language and picture, notification settings, the data export.
import { z } from 'zod';
import { GENDERS, LANGUAGES } from '../constants';
import { REMINDER_DAYS_BEFORE, WEEKDAYS } from '../reminder-preferences';
import { instant, instantText, type Wire } from './wire';

export const profileResponse = z.object({
  email: z.string().nullable().meta({ description: 'Null for a guest.' }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable().meta({ description: 'yyyy-MM-dd' }),
  gender: z.enum(GENDERS).nullable(),
  imgPath: z.string().nullable(),
});

/** The private calendar address, or null while the user has none. */
export const calendarAddressResponse = z.object({ url: z.url().nullable() });

export const localeResponse = z.object({ locale: z.enum(LANGUAGES) });
export const pictureResponse = z.object({ imgPath: z.string().nullable() });
export const accountDeletedResponse = z.object({ status: z.literal('deleted') });
export const statusOkResponse = z.object({ status: z.literal('ok') });

export const notificationSettingsResponse = z.object({
  emailReminders: z.boolean(),
  monthlySummary: z.boolean().meta({ description: 'The monthly e-mail of what the fridge saved.' }),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
});

export const reminderPreferencesResponse = z.object({
  hour: z.number().int().meta({ description: "0–23, in the user's time zone." }),
  daysBefore: z
    .literal(REMINDER_DAYS_BEFORE)
    .meta({ description: 'The default reminder comes this many days before the end.' }),
  quietDays: z
    .array(z.literal(WEEKDAYS))
    .meta({ description: 'ISO weekdays (1 Monday … 7 Sunday) with no reminder.' }),
  pushDigest: z.boolean().meta({ description: 'One push for everything due together.' }),
});

const rows = z.array(z.looseObject({}));

/** All of the user's data; its parts are described loosely, the file being for people to read. */
export const accountExportResponse = z.looseObject({
  format: z.literal('myfridge-export'),
  version: z.number().int(),
  exportedAt: instantText,
  account: z.looseObject({ id: z.string(), createdAt: instant }),
  signInMethods: rows,
  sessions: rows,
  notificationDevices: rows,
  fridgeItems: rows,
  achievements: rows,
  pointsLedger: rows,
  prizeClaims: rows,
});

export type Profile = Wire<typeof profileResponse>;
export type NotificationSettings = Wire<typeof notificationSettingsResponse>;
