// The operations of these routes: method, path, request and answers (operation.ts).
import {
  accountDeletedResponse,
  accountExportResponse,
  calendarAddressResponse,
  localeResponse,
  pictureResponse,
  profileResponse,
  statusOkResponse,
} from '@/shared/responses/account';
import { accountLocaleSchema, profileEditSchema } from '@/shared/schemas/profile';
import { deleteAccountSchema, guestAccountSchema } from '@/shared/schemas/auth';
import { z } from 'zod';
import { operation } from '../operation';

export const getAccountExport = operation({
  method: 'get',
  path: '/api/account/export',
  tag: 'account',
  summary: "All of the user's data, as a JSON download.",
  access: 'session',
  responses: { 200: { description: 'The export.', schema: accountExportResponse } },
});

export const getAccountExportCsv = operation({
  method: 'get',
  path: '/api/account/export.csv',
  tag: 'account',
  summary:
    "The user's items as a spreadsheet (CSV, in the account's language; ';' between cells in Italian).",
  access: 'session',
  responses: { 200: { description: 'The spreadsheet.', contentType: 'text/csv' } },
});

export const getAccountCalendar = operation({
  method: 'get',
  path: '/api/account/calendar',
  tag: 'account',
  summary: 'The private calendar address, or null.',
  access: 'session',
  responses: { 200: { description: 'The address.', schema: calendarAddressResponse } },
});

export const postAccountCalendar = operation({
  method: 'post',
  path: '/api/account/calendar',
  tag: 'account',
  summary: 'Makes a new calendar address; the one before it answers 404 from now on.',
  access: 'session',
  responses: { 200: { description: 'The new address.', schema: calendarAddressResponse } },
});

export const deleteAccountCalendar = operation({
  method: 'delete',
  path: '/api/account/calendar',
  tag: 'account',
  summary: 'Turns the calendar address off.',
  access: 'session',
  responses: { 200: { description: 'No address.', schema: calendarAddressResponse } },
});

export const getAccountProfile = operation({
  method: 'get',
  path: '/api/account/profile',
  tag: 'account',
  summary: 'The profile.',
  access: 'session',
  responses: { 200: { description: 'The profile.', schema: profileResponse } },
});

export const patchAccountProfile = operation({
  method: 'patch',
  path: '/api/account/profile',
  tag: 'account',
  summary: 'Changes the profile.',
  access: 'session',
  body: profileEditSchema,
  responses: { 200: { description: 'The profile.', schema: profileResponse } },
});

export const putAccountLocale = operation({
  method: 'put',
  path: '/api/account/locale',
  tag: 'account',
  summary: "The account's language: e-mails, reminders and answers follow it.",
  access: 'session',
  body: accountLocaleSchema,
  responses: { 200: { description: 'Saved.', schema: localeResponse } },
});

export const postAccountPicture = operation({
  method: 'post',
  path: '/api/account/picture',
  tag: 'account',
  summary: 'The profile picture (JPEG, PNG or WebP, at most 2 MB).',
  access: 'session',
  form: z.object({ picture: z.string().meta({ format: 'binary' }) }),
  responses: { 200: { description: 'Its address.', schema: pictureResponse } },
});

export const deleteAccount = operation({
  method: 'delete',
  path: '/api/account',
  tag: 'account',
  summary: 'Deletes the account and everything in it; a password confirms it when the account has one.',
  access: 'session',
  body: deleteAccountSchema,
  responses: { 200: { description: 'Deleted.', schema: accountDeletedResponse } },
});

export const postAccountPassword = operation({
  method: 'post',
  path: '/api/account/password',
  tag: 'account',
  summary: "A guest's first name and first password, after verifying an e-mail address: the account is kept.",
  access: 'session',
  body: guestAccountSchema,
  responses: { 200: { description: 'Set.', schema: statusOkResponse } },
});
