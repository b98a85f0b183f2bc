// Every endpoint that changes data (all take a JSON body but the deletions by id), with who calls it and a
// valid example to mutate (checked against the endpoint's shared schema where it has one), for the fuzz test.
import fc from 'fast-check';
import type { z } from 'zod';
import {
  couponCreateSchema,
  couponUpdateSchema,
  foodCreateSchema,
  foodUpdateSchema,
  ideaCreateSchema,
  ideaUpdateSchema,
  prizeCreateSchema,
  prizeRejectSchema,
  prizeUpdateSchema,
} from '../../../src/shared/schemas/admin';
import {
  backupCodeCheckSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  guestAccountSchema,
  loginSchema,
  signupSchema,
  totpCheckSchema,
  twoFactorPasswordSchema,
} from '../../../src/shared/schemas/auth';
import {
  addReminderSchema,
  createFridgeItemSchema,
  fridgeTripSchema,
  itemFeedbackSchema,
  updateFridgeItemSchema,
} from '../../../src/shared/schemas/fridge';
import {
  notificationSettingsSchema,
  reminderPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeSchema,
} from '../../../src/shared/schemas/notifications';
import {
  createHouseholdSchema,
  handOverSchema,
  householdNameSchema,
  joinHouseholdSchema,
} from '../../../src/shared/schemas/household';
import { accountLocaleSchema, profileEditSchema } from '../../../src/shared/schemas/profile';
import type { Json } from './values';

/**
 * Who calls: a shared guest, a shared verified member, a shared admin, a guest made for this one request
 * (the endpoint may sign it out or delete it), or nobody.
 */
export type Caller = 'guest' | 'member' | 'admin' | 'fresh-guest' | 'nobody';

export interface Endpoint {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path; an `:id` (or another `:name`) in it is a real row's (`id`) or anything like one. */
  path: string;
  id?: (existing: Existing) => string;
  caller: Caller;
  /**
   * Valid bodies (a random part keeps e-mail addresses and slugs from colliding between runs); a function
   * when they name rows that exist only once the test has started.
   */
  example: fc.Arbitrary<Json> | ((existing: Existing) => fc.Arbitrary<Json>);
  schema?: z.ZodType;
}

/** Rows that exist when the fuzzing starts, for paths with an id. */
export interface Existing {
  carrots: number;
  foodId: number;
  itemId: string;
  reminderId: string;
  prizeId: number;
  couponId: number;
  ideaId: number;
}

const PASSWORD = 'gestione-del-frigo-2026';
const NEW_PASSWORD = 'un-frigo-tutto-nuovo-2027';
const tag = fc.stringMatching(/^[a-z0-9]{6}$/);
const constant = (value: Json) => fc.constant(value);

const food = tag.map((t) => ({
  name: `Feijoa ${t}`,
  type: 'fruit',
  slug: `feijoa-${t}`,
  expiresWithBagDays: 12,
  expiresWithoutBagDays: 5,
}));
const prize = tag.map((t) => ({
  slug: `apron-${t}`,
  minLevel: 6,
  titleIt: 'Un grembiule',
  titleEn: 'An apron',
  descriptionIt: 'Un grembiule da cucina.',
  descriptionEn: 'A kitchen apron.',
  active: true,
}));
const coupon = tag.map((t) => ({
  code: `FUZZ-${t.toUpperCase()}`,
  percent: 15,
  validFrom: '2027-03-01T00:00:00+01:00',
  validTo: '2027-06-01T00:00:00+02:00',
  minLevel: 2,
  titleIt: 'Primavera',
  titleEn: 'Spring',
  descriptionIt: 'Sconto di primavera.\nSolo online.',
  descriptionEn: 'Spring discount.\nOnline only.',
  readMoreUrl: '/terms#rewards',
}));
const idea = tag.map((t) => ({
  slug: `pear-salad-${t}`,
  foods: ['pears', 'lettuce'],
  minutes: 10,
  titleIt: 'Insalata di pere',
  titleEn: 'Pear salad',
  stepsIt: ['Taglia le pere.', 'Condisci con la lattuga.'],
  stepsEn: ['Slice the pears.', 'Dress them with the lettuce.'],
  active: true,
}));
const email = (who: string) => tag.map((t) => `fuzz-${who}-${t}@example.com`);
const push = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

export function exampleOf(endpoint: Endpoint, existing: Existing): fc.Arbitrary<Json> {
  return typeof endpoint.example === 'function' ? endpoint.example(existing) : endpoint.example;
}

export const ENDPOINTS: Endpoint[] = [
  // The fridge.
  {
    method: 'POST',
    path: '/api/fridge-items',
    caller: 'guest',
    schema: createFridgeItemSchema,
    example: ({ carrots }) =>
      constant({
        // A random id, as a device sends: its mutations must be refused as any other field's.
        id: '0f8b3a52-1c4e-4d2a-9b1f-6a7c8d9e0f12',
        foodId: carrots,
        bagSize: 'M',
        startDatetime: '2026-09-01T00:00:00-04:00',
        customReminderDays: 5,
      }),
  },
  {
    method: 'POST',
    path: '/api/fridge-items/batch',
    caller: 'guest',
    schema: fridgeTripSchema,
    example: ({ carrots }) =>
      constant({
        items: [
          { id: '5d2c7e1a-3b4f-4c6d-8e9f-0a1b2c3d4e5f', foodId: carrots, bagSize: 'S' },
          {
            foodId: carrots,
            bagSize: 'L',
            startDatetime: '2026-09-01T00:00:00-04:00',
            customReminderDays: 2,
          },
        ],
      }),
  },
  {
    method: 'PATCH',
    path: '/api/fridge-items/:id',
    id: ({ itemId }) => itemId,
    caller: 'guest',
    schema: updateFridgeItemSchema,
    example: constant({ state: 'consumed' }),
  },
  {
    method: 'POST',
    path: '/api/fridge-items/:id/reminders',
    id: ({ itemId }) => itemId,
    caller: 'guest',
    schema: addReminderSchema,
    example: constant({ days: 2 }),
  },
  {
    method: 'PUT',
    path: '/api/fridge-items/:id/feedback',
    id: ({ itemId }) => itemId,
    caller: 'guest',
    schema: itemFeedbackSchema,
    example: constant({ stillGood: true }),
  },
  {
    method: 'POST',
    path: '/api/fridge-items/:id/snooze',
    id: ({ itemId }) => itemId,
    caller: 'guest',
    example: constant({}),
  },
  // Forgetting learned shelf lives reads no body.
  { method: 'DELETE', path: '/api/shelf-lives', caller: 'guest', example: constant({}) },
  {
    method: 'DELETE',
    path: '/api/shelf-lives/:foodId',
    id: ({ foodId }) => String(foodId),
    caller: 'guest',
    example: constant({}),
  },
  // The account.
  {
    method: 'PATCH',
    path: '/api/account/profile',
    caller: 'member',
    schema: profileEditSchema,
    example: constant({
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada L.',
      phone: '+39 333 1234567',
      birthDate: '1990-05-01',
      gender: 'female',
    }),
  },
  {
    method: 'PUT',
    path: '/api/account/locale',
    caller: 'member',
    schema: accountLocaleSchema,
    example: constant({ locale: 'en' }),
  },
  {
    method: 'POST',
    path: '/api/account/password',
    caller: 'guest',
    schema: guestAccountSchema,
    example: constant({ firstName: 'Ada', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  },
  {
    method: 'DELETE',
    path: '/api/account',
    caller: 'fresh-guest',
    schema: deleteAccountSchema,
    example: constant({}),
  },
  // The calendar address reads no body: made anew or turned off.
  { method: 'POST', path: '/api/account/calendar', caller: 'guest', example: constant({}) },
  { method: 'DELETE', path: '/api/account/calendar', caller: 'guest', example: constant({}) },
  // Notifications.
  {
    method: 'PUT',
    path: '/api/account/reminder-preferences',
    caller: 'guest',
    schema: reminderPreferencesSchema,
    example: constant({ hour: 8, daysBefore: 1, quietDays: [7], pushDigest: true }),
  },
  {
    method: 'PUT',
    path: '/api/account/notifications',
    caller: 'member',
    schema: notificationSettingsSchema,
    example: constant({ emailReminders: false }),
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    caller: 'guest',
    schema: pushSubscriptionSchema,
    example: constant(push),
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    caller: 'guest',
    schema: pushUnsubscribeSchema,
    example: constant({ endpoint: push.endpoint }),
  },
  {
    method: 'POST',
    path: '/api/email/unsubscribe',
    caller: 'nobody',
    schema: unsubscribeSchema,
    example: constant({ token: 'not-a-signed-token' }),
  },
  // Invites, prizes, the daily ping (its body is ignored, and must stay so).
  {
    method: 'POST',
    path: '/api/invites/accept',
    caller: 'member',
    example: constant({ code: 'ABCD2345' }),
  },
  {
    method: 'POST',
    path: '/api/household',
    caller: 'member',
    schema: createHouseholdSchema,
    example: constant({ name: 'Casa Rossi', bringItems: true }),
  },
  {
    method: 'PATCH',
    path: '/api/household',
    caller: 'member',
    schema: householdNameSchema,
    example: constant({ name: 'Casa Bianchi' }),
  },
  { method: 'POST', path: '/api/household/invites', caller: 'member', example: constant({}) },
  {
    method: 'DELETE',
    path: '/api/household/invites/:id',
    id: () => '00000000-0000-4000-8000-000000000000',
    caller: 'member',
    example: constant({}),
  },
  {
    method: 'POST',
    path: '/api/household/join',
    caller: 'member',
    schema: joinHouseholdSchema,
    example: constant({ code: 'ABCD2345', bringItems: false }),
  },
  { method: 'POST', path: '/api/household/leave', caller: 'member', example: constant({}) },
  {
    method: 'DELETE',
    path: '/api/household/members/:userId',
    id: () => 'someone-else',
    caller: 'member',
    example: constant({}),
  },
  {
    method: 'PUT',
    path: '/api/household/owner',
    caller: 'member',
    schema: handOverSchema,
    example: constant({ userId: 'someone-else' }),
  },
  {
    method: 'POST',
    path: '/api/prizes/:id/claim',
    id: ({ prizeId }) => String(prizeId),
    caller: 'member',
    example: constant({}),
  },
  { method: 'POST', path: '/api/rpc/ping', caller: 'guest', example: constant({}) },
  // Administration.
  { method: 'POST', path: '/api/admin/foods', caller: 'admin', schema: foodCreateSchema, example: food },
  {
    method: 'PATCH',
    path: '/api/admin/foods/:id',
    id: ({ foodId }) => String(foodId),
    caller: 'admin',
    schema: foodUpdateSchema,
    example: constant({ expiresWithBagDays: 30 }),
  },
  // A multipart form: whatever JSON comes instead is refused (a picture is required) and changes nothing.
  {
    method: 'POST',
    path: '/api/admin/foods/:id/picture',
    id: ({ foodId }) => String(foodId),
    caller: 'admin',
    example: constant({}),
  },
  { method: 'POST', path: '/api/admin/prizes', caller: 'admin', schema: prizeCreateSchema, example: prize },
  {
    method: 'PATCH',
    path: '/api/admin/prizes/:id',
    id: ({ prizeId }) => String(prizeId),
    caller: 'admin',
    schema: prizeUpdateSchema,
    example: constant({ titleEn: 'A new apron' }),
  },
  {
    method: 'POST',
    path: '/api/admin/coupons',
    caller: 'admin',
    schema: couponCreateSchema,
    example: coupon,
  },
  {
    method: 'PATCH',
    path: '/api/admin/coupons/:id',
    id: ({ couponId }) => String(couponId),
    caller: 'admin',
    schema: couponUpdateSchema,
    example: constant({ validTo: '2027-07-01T00:00:00+02:00' }),
  },
  { method: 'POST', path: '/api/admin/ideas', caller: 'admin', schema: ideaCreateSchema, example: idea },
  {
    method: 'PATCH',
    path: '/api/admin/ideas/:id',
    id: ({ ideaId }) => String(ideaId),
    caller: 'admin',
    schema: ideaUpdateSchema,
    example: constant({ foods: ['lemons'], stepsEn: ['Squeeze.', 'Sweeten.', 'Pour.'] }),
  },
  // The auth gateway.
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    caller: 'nobody',
    schema: signupSchema,
    example: email('signup').map((address) => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: address,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    caller: 'nobody',
    schema: loginSchema,
    example: email('nobody').map((address) => ({ email: address, password: PASSWORD })),
  },
  { method: 'POST', path: '/api/auth/sign-in/anonymous', caller: 'fresh-guest', example: constant({}) },
  {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    caller: 'fresh-guest',
    example: constant({ provider: 'google', callbackURL: '/fridge' }),
  },
  { method: 'POST', path: '/api/auth/sign-out', caller: 'fresh-guest', example: constant({}) },
  {
    method: 'POST',
    path: '/api/auth/email-otp/send-verification-otp',
    caller: 'nobody',
    example: email('otp').map((address) => ({ email: address })),
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/verify-email',
    caller: 'nobody',
    example: email('verify').map((address) => ({ email: address, otp: '123456' })),
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/request-email-change',
    caller: 'member',
    example: email('change').map((address) => ({ newEmail: address })),
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/change-email',
    caller: 'member',
    example: email('change').map((address) => ({ newEmail: address, otp: '123456' })),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    caller: 'nobody',
    schema: forgotPasswordSchema,
    example: email('reset').map((address) => ({ email: address })),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    caller: 'nobody',
    example: constant({ token: 'not-a-reset-token', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    caller: 'member',
    schema: changePasswordSchema,
    // Not the member's password: the member stays signed in with the same one throughout.
    example: constant({
      currentPassword: 'not-the-current-one',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
  },
  // Not the member's password: the second factor stays off, and no backup codes are made.
  ...(['enable', 'disable', 'generate-backup-codes'] as const).map((step): Endpoint => ({
    method: 'POST',
    path: `/api/auth/two-factor/${step}`,
    caller: 'member',
    schema: twoFactorPasswordSchema,
    example: constant({ password: 'not-the-members-password' }),
  })),
  // No sign-in waits for a code here: each answer is a refusal that changes nothing.
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    caller: 'nobody',
    schema: totpCheckSchema,
    example: constant({ code: '123456', trustDevice: false }),
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    caller: 'nobody',
    schema: backupCodeCheckSchema,
    example: constant({ code: 'abcde-12345', trustDevice: false }),
  },
  {
    method: 'POST',
    path: '/api/auth/link-social',
    caller: 'member',
    example: constant({ provider: 'google' }),
  },
  {
    method: 'POST',
    path: '/api/auth/unlink-account',
    caller: 'member',
    example: constant({ providerId: 'google' }),
  },
  // Deleting by id reads no body, only the path; last, as they may remove the rows the others use.
  {
    method: 'DELETE',
    path: '/api/reminders/:id',
    id: ({ reminderId }) => reminderId,
    caller: 'guest',
    example: constant({}),
  },
  {
    method: 'DELETE',
    path: '/api/fridge-items/:id',
    id: ({ itemId }) => itemId,
    caller: 'guest',
    example: constant({}),
  },
  {
    method: 'DELETE',
    path: '/api/admin/foods/:id',
    id: ({ foodId }) => String(foodId),
    caller: 'admin',
    example: constant({}),
  },
  {
    method: 'DELETE',
    path: '/api/admin/prizes/:id',
    id: ({ prizeId }) => String(prizeId),
    caller: 'admin',
    example: constant({}),
  },
  // Approving reads no body, rejecting a reason; no claim is held here, so each answer is a 404 that changes
  // nothing.
  {
    method: 'POST',
    path: '/api/admin/prize-claims/:id/approve',
    id: () => '00000000-0000-4000-8000-000000000000',
    caller: 'admin',
    example: constant({}),
  },
  {
    method: 'POST',
    path: '/api/admin/prize-claims/:id/reject',
    id: () => '00000000-0000-4000-8000-000000000000',
    caller: 'admin',
    schema: prizeRejectSchema,
    example: constant({ reason: 'Troppi punti in poco tempo.' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/coupons/:id',
    id: ({ couponId }) => String(couponId),
    caller: 'admin',
    example: constant({}),
  },
  {
    method: 'DELETE',
    path: '/api/admin/ideas/:id',
    id: ({ ideaId }) => String(ideaId),
    caller: 'admin',
    example: constant({}),
  },
];

export const MEMBER_PASSWORD = PASSWORD;
