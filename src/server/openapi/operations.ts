// The API's operations for the OpenAPI document: each names the schemas its route validates and answers with,
// so the document cannot drift from them. openapi.test.ts checks that every route of the app is here.
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
import {
  bagsSummaryResponse,
  foodTypesResponse,
  healthResponse,
  inviteResponse,
  okResponse,
  pingResponse,
  podiumResponse,
  pushPublicKeyResponse,
  pushSubscribedResponse,
} from '@/shared/responses/activity';
import { adminPrizeClaimResponse } from '@/shared/responses/admin';
import { impactResponse } from '@/shared/responses/impact';
import { IMPACT_SCOPES } from '@/shared/schemas/impact';
import {
  foodListResponse,
  fridgeItemListResponse,
  fridgeItemResponse,
  shelfLifeListResponse,
} from '@/shared/responses/fridge';
import {
  achievementListResponse,
  claimResponse,
  couponListResponse,
  prizeListResponse,
} from '@/shared/responses/rewards';
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  guestAccountSchema,
  loginSchema,
  signupSchema,
} from '@/shared/schemas/auth';
import {
  addReminderSchema,
  createFridgeItemSchema,
  itemFeedbackSchema,
  updateFridgeItemSchema,
} from '@/shared/schemas/fridge';
import {
  notificationSettingsSchema,
  reminderPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeSchema,
} from '@/shared/schemas/notifications';
import { accountLocaleSchema, profileEditSchema } from '@/shared/schemas/profile';
import {
  createHouseholdSchema,
  handOverSchema,
  householdNameSchema,
  joinHouseholdSchema,
} from '@/shared/schemas/household';
import { householdInviteResponse, householdResponse } from '@/shared/responses/household';
import { claimListSpec } from '../admin/prize-claims';
import { couponResource, foodResource, prizeResource, type AdminResource } from '../admin/resources';
import { codeCheck, emailChange, emailChangeCheck, emailOnly, resetBody } from '../auth/rules';
import { foodListSpec } from '../foods/service';
import { fridgeListSpec } from '../fridge/item-views';
import { acceptInviteSchema } from '../invites/routes';
import type { Operation } from './document';

const RANGE = { 'Content-Range': 'The rows answered and the total, e.g. 0-9/24.' };
const RETRY = { 'Retry-After': 'Seconds to wait (429).' };
const empty = (description: string) => ({ description });
/** What the auth library answers; the gateway passes it on (its session, its user). */
const libraryAnswer = z.looseObject({});

const fridge: Operation[] = [
  {
    method: 'get',
    path: '/api/fridge-items',
    tag: 'fridge',
    summary: "The user's items, with their food and reminders.",
    access: 'session',
    list: fridgeListSpec,
    responses: { 200: { description: 'A page of items.', schema: fridgeItemListResponse, headers: RANGE } },
  },
  {
    method: 'post',
    path: '/api/fridge-items',
    tag: 'fridge',
    summary: 'Stores an item with its default reminder and the optional custom one; +2 points.',
    access: 'session',
    body: createFridgeItemSchema,
    idempotent: true,
    responses: {
      201: { description: 'The item.', schema: fridgeItemResponse },
      429: { description: 'Too many changes.', headers: RETRY },
    },
  },
  {
    method: 'patch',
    path: '/api/fridge-items/{id}',
    tag: 'fridge',
    summary: 'Marks a stored item consumed or discarded.',
    access: 'session',
    body: updateFridgeItemSchema,
    idempotent: true,
    responses: { 200: { description: 'The item.', schema: fridgeItemResponse } },
  },
  {
    method: 'delete',
    path: '/api/fridge-items/{id}',
    tag: 'fridge',
    summary: 'Deletes an item; within 24 hours the points of its add are taken back.',
    access: 'session',
    idempotent: true,
    responses: { 204: empty('Deleted.') },
  },
  {
    method: 'put',
    path: '/api/fridge-items/{id}/feedback',
    tag: 'fridge',
    summary:
      'After an item left the fridge: why it was thrown away and whether it was still good (what shelf lives learn from).',
    access: 'session',
    body: itemFeedbackSchema,
    idempotent: true,
    responses: {
      200: { description: 'The item.', schema: fridgeItemResponse },
      409: { description: 'Still in the fridge, or a reason for an item that was eaten.' },
    },
  },
  {
    method: 'post',
    path: '/api/fridge-items/{id}/snooze',
    tag: 'fridge',
    summary:
      '"Remind me tomorrow": one reminder at the user’s hour on the next day that is not quiet; snoozing again moves it.',
    access: 'session',
    idempotent: true,
    responses: {
      200: { description: 'The item.', schema: fridgeItemResponse },
      409: { description: 'No longer stored, or already reminded twice past its end.' },
    },
  },
  {
    method: 'get',
    path: '/api/shelf-lives',
    tag: 'fridge',
    summary: "The user's own shelf lives, learned from their reports, where they differ from the catalogue.",
    access: 'session',
    responses: { 200: { description: 'One per food.', schema: shelfLifeListResponse } },
  },
  {
    method: 'delete',
    path: '/api/shelf-lives',
    tag: 'fridge',
    summary: 'Forgets every learned shelf life: the catalogue’s stand again.',
    access: 'session',
    idempotent: true,
    responses: { 204: empty('Forgotten.') },
  },
  {
    method: 'delete',
    path: '/api/shelf-lives/{foodId}',
    tag: 'fridge',
    summary: 'Forgets what one food’s shelf life learned.',
    access: 'session',
    idempotent: true,
    responses: { 204: empty('Forgotten.') },
  },
  {
    method: 'post',
    path: '/api/fridge-items/{id}/reminders',
    tag: 'fridge',
    summary: 'Adds the custom reminder, 2, 5 or 10 days after the start.',
    access: 'session',
    body: addReminderSchema,
    idempotent: true,
    responses: { 201: { description: 'The item.', schema: fridgeItemResponse } },
  },
  {
    method: 'delete',
    path: '/api/reminders/{id}',
    tag: 'fridge',
    summary: 'Deletes a reminder of one of the user’s items.',
    access: 'session',
    idempotent: true,
    responses: { 204: empty('Deleted.') },
  },
];

const account: Operation[] = [
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

const notifications: Operation[] = [
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

const activity: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'Whether the database answers.',
    access: 'public',
    responses: { 200: { description: 'Up.', schema: healthResponse }, 503: { description: 'Down.' } },
  },
  {
    method: 'get',
    path: '/api/foods',
    tag: 'fridge',
    summary: 'The food catalogue.',
    access: 'public',
    list: foodListSpec,
    responses: { 200: { description: 'A page of foods.', schema: foodListResponse, headers: RANGE } },
  },
  {
    method: 'post',
    path: '/api/rpc/ping',
    tag: 'activity',
    summary: 'Counts one login per calendar day in the user’s time zone (X-Time-Zone), and the streak.',
    access: 'session',
    responses: { 200: { description: 'The counts.', schema: pingResponse } },
  },
  {
    method: 'get',
    path: '/api/achievements',
    tag: 'rewards',
    summary: "The user's achievements, newest first.",
    access: 'session',
    responses: { 200: { description: 'The achievements.', schema: achievementListResponse } },
  },
  {
    method: 'get',
    path: '/api/events',
    tag: 'activity',
    summary:
      "Server-Sent Events of the user's own awards and of changes to their fridge and household (ready, achievement, fridge, household, resync).",
    access: 'session',
    responses: {
      200: { description: 'An event stream.', contentType: 'text/event-stream' },
      429: { description: 'Too many streams open.' },
    },
  },
  ...(
    [
      ['podium', 'The three foods stored most often.', podiumResponse],
      ['bags', 'Items per bag size, and how many are in use.', bagsSummaryResponse],
      ['food-types', 'Fruit and vegetable items.', foodTypesResponse],
    ] as const
  ).map(([name, summary, schema]): Operation => ({
    method: 'get',
    path: `/api/stats/${name}`,
    tag: 'stats',
    summary,
    access: 'session',
    responses: { 200: { description: 'The figures.', schema } },
  })),
  {
    method: 'get',
    path: '/api/invites/me',
    tag: 'invites',
    summary: "The user's invite code and how many joined with it.",
    access: 'session',
    responses: { 200: { description: 'The invite.', schema: inviteResponse } },
  },
  {
    method: 'post',
    path: '/api/invites/accept',
    tag: 'invites',
    summary: "Enters a friend's invite code, once.",
    access: 'session',
    body: acceptInviteSchema,
    responses: { 200: { description: 'Accepted.', schema: okResponse } },
  },
];

const household: Operation[] = [
  {
    method: 'get',
    path: '/api/household',
    tag: 'household',
    summary:
      "The account's household with its members (and, for its owner, the open codes); null without one.",
    access: 'session',
    responses: { 200: { description: 'The household.', schema: householdResponse } },
  },
  {
    method: 'post',
    path: '/api/household',
    tag: 'household',
    summary:
      'Makes a household with the account as its owner, its fridge’s items with it if asked (not for guests, nor for a member of another).',
    access: 'session',
    body: createHouseholdSchema,
    responses: { 201: { description: 'Made.', schema: householdResponse } },
  },
  {
    method: 'patch',
    path: '/api/household',
    tag: 'household',
    summary: 'Renames the household (its owner).',
    access: 'session',
    body: householdNameSchema,
    responses: { 200: { description: 'Renamed.', schema: householdResponse } },
  },
  {
    method: 'post',
    path: '/api/household/invites',
    tag: 'household',
    summary: 'A code to join the household, valid for 7 days (its owner; at most 5 open at once).',
    access: 'session',
    responses: { 201: { description: 'The code.', schema: householdInviteResponse } },
  },
  {
    method: 'delete',
    path: '/api/household/invites/{id}',
    tag: 'household',
    summary: 'Revokes a code of the household at once (its owner).',
    access: 'session',
    responses: { 200: { description: 'Revoked.', schema: householdResponse } },
  },
  {
    method: 'post',
    path: '/api/household/join',
    tag: 'household',
    summary:
      'Joins the household of a code neither expired nor revoked, its fridge’s items with it if asked (not for guests).',
    access: 'session',
    body: joinHouseholdSchema,
    responses: { 200: { description: 'Joined.', schema: householdResponse } },
  },
  {
    method: 'post',
    path: '/api/household/leave',
    tag: 'household',
    summary: 'Leaves the household: an owner hands it to the longest-standing member; the last one ends it.',
    access: 'session',
    responses: { 200: { description: 'Left (the household is then null).', schema: householdResponse } },
  },
  {
    method: 'delete',
    path: '/api/household/members/{userId}',
    tag: 'household',
    summary: 'Removes another member from the household (its owner).',
    access: 'session',
    responses: { 200: { description: 'Removed.', schema: householdResponse } },
  },
  {
    method: 'put',
    path: '/api/household/owner',
    tag: 'household',
    summary: 'Makes another member the owner; the previous owner stays as a member.',
    access: 'session',
    body: handOverSchema,
    responses: { 200: { description: 'Handed over.', schema: householdResponse } },
  },
];

const rewards: Operation[] = [
  {
    method: 'get',
    path: '/api/prizes',
    tag: 'rewards',
    summary: 'The prizes; with a session, what the user unlocked and claimed.',
    access: 'public',
    responses: { 200: { description: 'The prizes.', schema: prizeListResponse } },
  },
  {
    method: 'post',
    path: '/api/prizes/{id}/claim',
    tag: 'rewards',
    summary: 'Claims a prize (a permanent account of its level); a repeat returns the same claim.',
    access: 'session',
    responses: {
      201: { description: 'Claimed.', schema: claimResponse },
      200: { description: 'Claimed before.', schema: claimResponse },
    },
  },
  {
    method: 'get',
    path: '/api/coupons',
    tag: 'rewards',
    summary: 'The coupons valid now whose level the user has reached.',
    access: 'session',
    responses: { 200: { description: 'The coupons.', schema: couponListResponse } },
  },
];

function adminOperations(name: string, resource: AdminResource<unknown, z.ZodType, z.ZodType>): Operation[] {
  const base = `/api/admin/${name}`;
  const row = resource.response;
  const common = { tag: 'admin', access: 'admin' } as const;
  return [
    {
      ...common,
      method: 'get',
      path: base,
      summary: `Lists ${name}.`,
      list: resource.listSpec,
      responses: { 200: { description: 'A page.', schema: z.array(row), headers: RANGE } },
    },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Creates one of the ${name}.`,
      body: resource.createSchema,
      responses: { 201: { description: 'Created.', schema: row }, 409: { description: 'Taken.' } },
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{id}`,
      summary: `One of the ${name}.`,
      responses: { 200: { description: 'The row.', schema: row } },
    },
    {
      ...common,
      method: 'patch',
      path: `${base}/{id}`,
      summary: `Changes the fields sent.`,
      body: resource.updateSchema,
      responses: { 200: { description: 'The row.', schema: row }, 409: { description: 'Taken.' } },
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Deletes one of the ${name}.`,
      responses: { 204: empty('Deleted.'), 409: { description: 'Still in use.' } },
    },
  ];
}

const admin: Operation[] = [
  ...adminOperations('foods', foodResource),
  ...adminOperations('prizes', prizeResource),
  ...adminOperations('coupons', couponResource),
  {
    method: 'get',
    path: '/api/admin/prize-claims',
    tag: 'admin',
    summary: 'Prize claims, with what is needed to judge a held one.',
    access: 'admin',
    list: claimListSpec,
    responses: { 200: { description: 'A page.', schema: z.array(adminPrizeClaimResponse), headers: RANGE } },
  },
  ...(['approve', 'reject'] as const).map((decision): Operation => ({
    method: 'post',
    path: `/api/admin/prize-claims/{id}/${decision}`,
    tag: 'admin',
    summary: `Decides a held claim (${decision}); the user is told by e-mail.`,
    access: 'admin',
    responses: {
      200: { description: 'The claim.', schema: adminPrizeClaimResponse },
      409: { description: 'Decided otherwise before.' },
    },
  })),
];

/**
 * The auth library's endpoints the gateway lets through (gateway.ts ALLOWED), with the bodies its rules check;
 * the answers are the library's.
 */
const auth: Operation[] = (
  [
    ['get', '/get-session', 'The session and its user, or null.', undefined],
    [
      'post',
      '/sign-up/email',
      'Signs up; the same answer whether or not the address has an account.',
      signupSchema,
    ],
    ['post', '/sign-in/email', 'Signs in with e-mail and password.', loginSchema],
    ['post', '/sign-in/anonymous', 'Signs in as a guest.', undefined],
    ['post', '/sign-in/social', 'Starts an OpenID sign-in; answers the provider’s URL.', undefined],
    ['post', '/sign-out', 'Signs out.', undefined],
    ['post', '/email-otp/send-verification-otp', 'E-mails a new code.', emailOnly],
    ['post', '/email-otp/verify-email', 'Verifies the address with its code, and signs in.', codeCheck],
    ['post', '/email-otp/request-email-change', "E-mails a code to a guest's new address.", emailChange],
    ['post', '/email-otp/change-email', "Sets a guest's address with its code.", emailChangeCheck],
    ['post', '/request-password-reset', 'E-mails a reset link.', forgotPasswordSchema],
    ['post', '/reset-password', 'Sets a new password with the link’s token.', resetBody],
    ['post', '/change-password', 'Changes the password; other sessions end.', changePasswordSchema],
    ['get', '/reset-password/{token}', "The reset link: redirects to the app's page.", undefined],
    ['get', '/callback/{providerId}', 'The OpenID provider’s redirect back.', undefined],
    ['post', '/callback/{providerId}', 'The OpenID provider’s form post back (Apple).', undefined],
  ] as const
).map(([method, path, summary, body]): Operation => ({
  method,
  path: `/api/auth${path}`,
  tag: 'auth',
  summary,
  access: 'public',
  ...(body ? { body } : {}),
  responses:
    path.startsWith('/callback') || path.startsWith('/reset-password/')
      ? { 302: { description: 'A redirect.' } }
      : { 200: { description: "The library's answer.", schema: libraryAnswer } },
}));

export const operations: readonly Operation[] = [
  ...activity,
  ...fridge,
  ...household,
  ...account,
  ...notifications,
  ...rewards,
  ...admin,
  ...auth,
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'health',
    summary: 'This document.',
    access: 'public',
    responses: { 200: { description: 'OpenAPI 3.1.', schema: z.looseObject({ openapi: z.string() }) } },
  },
  {
    method: 'get',
    path: '/storage/public/{path}',
    tag: 'storage',
    summary: 'An object of the public bucket (food and prize pictures, avatars); the path may hold slashes.',
    access: 'public',
    responses: { 200: { description: 'The file.', contentType: 'application/octet-stream' } },
  },
];
