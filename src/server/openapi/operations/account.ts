// The account: its profile, picture, language, password and e-mail settings, the export, the calendar feed,
// the impact figures, deletion.
import { z } from 'zod';
import {
  accountDeletedResponse,
  accountExportResponse,
  calendarAddressResponse,
  localeResponse,
  notificationSettingsResponse,
  pictureResponse,
  reminderPreferencesResponse,
  profileResponse,
  statusOkResponse,
} from '@/shared/responses/account';
import { impactResponse } from '@/shared/responses/impact';
import { IMPACT_SCOPES } from '@/shared/schemas/impact';
import { deleteAccountSchema, guestAccountSchema } from '@/shared/schemas/auth';
import { notificationSettingsSchema, reminderPreferencesSchema } from '@/shared/schemas/notifications';
import { accountLocaleSchema, profileEditSchema } from '@/shared/schemas/profile';
import type { Operation } from '../document';

export const account: Operation[] = [
  {
    method: 'get',
    path: '/api/account/export',
    tag: 'account',
    summary: "All of the user's data, as a JSON download.",
    access: 'session',
    responses: { 200: { description: 'The export.', schema: accountExportResponse } },
  },
  {
    method: 'get',
    path: '/api/account/export.csv',
    tag: 'account',
    summary:
      "The user's items as a spreadsheet (CSV, in the account's language; ';' between cells in Italian).",
    access: 'session',
    responses: { 200: { description: 'The spreadsheet.', contentType: 'text/csv' } },
  },
  {
    method: 'get',
    path: '/api/account/calendar',
    tag: 'account',
    summary: 'The private calendar address, or null.',
    access: 'session',
    responses: { 200: { description: 'The address.', schema: calendarAddressResponse } },
  },
  {
    method: 'post',
    path: '/api/account/calendar',
    tag: 'account',
    summary: 'Makes a new calendar address; the one before it answers 404 from now on.',
    access: 'session',
    responses: { 200: { description: 'The new address.', schema: calendarAddressResponse } },
  },
  {
    method: 'delete',
    path: '/api/account/calendar',
    tag: 'account',
    summary: 'Turns the calendar address off.',
    access: 'session',
    responses: { 200: { description: 'No address.', schema: calendarAddressResponse } },
  },
  {
    method: 'get',
    path: '/api/calendar/{file}',
    tag: 'account',
    summary: 'The private calendar (iCalendar), read without a session: {file} is "<token>.ics".',
    access: 'public',
    responses: {
      200: {
        description: "An all-day event on each stored item's last good day.",
        contentType: 'text/calendar',
      },
      404: { description: 'No such address (never made, made anew or turned off).' },
    },
  },
  {
    method: 'get',
    path: '/api/impact',
    tag: 'activity',
    summary: 'Kilos, euro and CO2e eaten in time, eaten late and thrown away, by week and month.',
    access: 'session',
    query: {
      scope: {
        schema: z.enum(IMPACT_SCOPES),
        description: "me (default): the items the user added; household: every item of the user's household.",
      },
    },
    responses: {
      200: { description: 'The impact figures.', schema: impactResponse },
      409: { description: 'The household was asked for, and the user is in none.' },
      422: { description: 'A scope it does not know.' },
    },
  },
  {
    method: 'get',
    path: '/api/account/profile',
    tag: 'account',
    summary: 'The profile.',
    access: 'session',
    responses: { 200: { description: 'The profile.', schema: profileResponse } },
  },
  {
    method: 'patch',
    path: '/api/account/profile',
    tag: 'account',
    summary: 'Changes the profile.',
    access: 'session',
    body: profileEditSchema,
    responses: { 200: { description: 'The profile.', schema: profileResponse } },
  },
  {
    method: 'put',
    path: '/api/account/locale',
    tag: 'account',
    summary: "The account's language: e-mails, reminders and answers follow it.",
    access: 'session',
    body: accountLocaleSchema,
    responses: { 200: { description: 'Saved.', schema: localeResponse } },
  },
  {
    method: 'post',
    path: '/api/account/picture',
    tag: 'account',
    summary: 'The profile picture (JPEG, PNG or WebP, at most 2 MB).',
    access: 'session',
    form: z.object({ picture: z.string().meta({ format: 'binary' }) }),
    responses: { 200: { description: 'Its address.', schema: pictureResponse } },
  },
  {
    method: 'delete',
    path: '/api/account',
    tag: 'account',
    summary: 'Deletes the account and everything in it; a password confirms it when the account has one.',
    access: 'session',
    body: deleteAccountSchema,
    responses: { 200: { description: 'Deleted.', schema: accountDeletedResponse } },
  },
  {
    method: 'post',
    path: '/api/account/password',
    tag: 'account',
    summary:
      "A guest's first name and first password, after verifying an e-mail address: the account is kept.",
    access: 'session',
    body: guestAccountSchema,
    responses: { 200: { description: 'Set.', schema: statusOkResponse } },
  },
  {
    method: 'get',
    path: '/api/account/notifications',
    tag: 'notifications',
    summary: 'Whether reminders come by e-mail.',
    access: 'session',
    responses: { 200: { description: 'The settings.', schema: notificationSettingsResponse } },
  },
  {
    method: 'put',
    path: '/api/account/notifications',
    tag: 'notifications',
    summary: 'Turns e-mail reminders on or off.',
    access: 'session',
    body: notificationSettingsSchema,
    responses: { 200: { description: 'The settings.', schema: notificationSettingsResponse } },
  },
  {
    method: 'get',
    path: '/api/account/reminder-preferences',
    tag: 'notifications',
    summary:
      'When reminders come: the hour, the days before the end, the quiet days, one push or one per item.',
    access: 'session',
    responses: { 200: { description: 'The preferences.', schema: reminderPreferencesResponse } },
  },
  {
    method: 'put',
    path: '/api/account/reminder-preferences',
    tag: 'notifications',
    summary: 'Saves the reminder preferences and moves the reminders still to come to match them.',
    access: 'session',
    body: reminderPreferencesSchema,
    responses: { 200: { description: 'The preferences.', schema: reminderPreferencesResponse } },
  },
];
