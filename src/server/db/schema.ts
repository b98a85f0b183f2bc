// The app's tables in Drizzle; migrations are generated from this file (npm run db:generate).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { households } from './household-schema';
import { timestamps } from './columns';

/** A user, with the auth library's user model mapped onto it (name, email_verified, img_path as image). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    imgPath: text('img_path'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    role: text('role').notNull().default('user'),
    displayName: text('display_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date'),
    gender: text('gender'),
    phone: text('phone'),
    level: integer('level').notNull().default(1),
    points: integer('points').notNull().default(0),
    inviteCode: text('invite_code'),
    // Drizzle needs the self-reference typed explicitly to avoid a circular type.
    invitedById: text('invited_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    invitesCount: integer('invites_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    loginCount: integer('login_count').notNull().default(0),
    /** Consecutive calendar days (in the user's zone) with a ping, and the last such day. */
    loginStreak: integer('login_streak').notNull().default(0),
    lastPingDate: date('last_ping_date'),
    // The admin plugin of the auth library bans users; nothing in the app does yet.
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('Europe/Rome'),
    locale: text('locale').notNull().default('it'),
    /** Reminders by e-mail; turned off from the profile or by the one-click unsubscribe link. */
    emailReminders: boolean('email_reminders').notNull().default(true),
    // Reminder preferences (docs/product.md#reminder-preferences): the hour of the day they arrive, how many
    // days before the end the default one comes, the days of the week they never come (bit 0 Monday … bit 6
    // Sunday), and one push for everything due together instead of one per item.
    reminderHour: smallint('reminder_hour').notNull().default(9),
    reminderDaysBefore: smallint('reminder_days_before').notNull().default(0),
    quietDays: smallint('quiet_days').notNull().default(0),
    pushDigest: boolean('push_digest').notNull().default(false),
    /** The monthly e-mail of what the fridge saved; switched off in the profile. */
    monthlySummary: boolean('monthly_summary').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_invite_code_unique').on(t.inviteCode),
    index('users_invited_by_id_idx').on(t.invitedById),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_gender_check', sql`${t.gender} in ('male', 'female', 'other')`),
    check('users_locale_check', sql`${t.locale} in ('it', 'en')`),
    check('users_points_check', sql`${t.points} >= 0`),
    check(
      'users_reminder_preferences_check',
      sql`${t.reminderHour} between 0 and 23 and ${t.reminderDaysBefore} between 0 and 3 and ${t.quietDays} between 0 and 126`,
    ),
  ],
);

export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    imagePath: text('image_path'),
    expiresWithBagDays: integer('expires_with_bag_days'),
    expiresWithoutBagDays: integer('expires_without_bag_days'),
    /** What a bag of size S, M and L typically holds, in grams (the impact page's weights). */
    weightSGrams: integer('weight_s_grams'),
    weightMGrams: integer('weight_m_grams'),
    weightLGrams: integer('weight_l_grams'),
    /** The usual price of a kilo, in euro cents. */
    priceCentsPerKg: integer('price_cents_per_kg'),
    /** Grams of CO2e emitted to bring a kilo to the shop. */
    co2eGramsPerKg: integer('co2e_grams_per_kg'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('foods_slug_unique').on(t.slug),
    check(
      'foods_impact_figures_check',
      sql`${t.weightSGrams} > 0 and ${t.weightMGrams} > 0 and ${t.weightLGrams} > 0 and ${t.priceCentsPerKg} >= 0 and ${t.co2eGramsPerKg} >= 0`,
    ),
    check('foods_type_check', sql`${t.type} in ('fruit', 'vegetable')`),
    check('foods_expires_with_bag_days_check', sql`${t.expiresWithBagDays} >= 0`),
    check('foods_expires_without_bag_days_check', sql`${t.expiresWithoutBagDays} >= 0`),
  ],
);

export const fridgeItems = pgTable(
  'fridge_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Who added it. An item of a household stays when they go (their account deleted: null); a personal
     * item (no household) is deleted with its account (delete-account.ts).
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The household whose fridge holds it; null: the personal fridge of its user. */
    householdId: uuid('household_id').references((): AnyPgColumn => households.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'restrict' }),
    state: text('state').notNull().default('stored'),
    bagSize: text('bag_size').notNull(),
    startDatetime: timestamp('start_datetime', { withTimezone: true }).notNull(),
    endDatetime: timestamp('end_datetime', { withTimezone: true }).notNull(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /** Why it was thrown away, when the user said (one of DISCARD_REASONS). */
    discardReason: text('discard_reason'),
    /** After it left the fridge: was it still good? What the user's shelf lives learn from. */
    stillGood: boolean('still_good'),
    ...timestamps,
  },
  (t) => [
    // The fridge screen reads one user's items, newest first, often only the stored ones.
    index('fridge_items_user_id_state_idx').on(t.userId, t.state, t.createdAt),
    // A household's fridge screen reads its items the same way.
    index('fridge_items_household_id_state_idx').on(t.householdId, t.state, t.createdAt),
    check('fridge_items_owner_check', sql`${t.userId} is not null or ${t.householdId} is not null`),
    index('fridge_items_food_id_idx').on(t.foodId),
    check('fridge_items_state_check', sql`${t.state} in ('stored', 'consumed', 'discarded')`),
    check('fridge_items_bag_size_check', sql`${t.bagSize} in ('S', 'M', 'L')`),
    check('fridge_items_dates_check', sql`${t.endDatetime} >= ${t.startDatetime}`),
    check(
      'fridge_items_discard_reason_check',
      sql`${t.discardReason} is null or (${t.state} = 'discarded' and ${t.discardReason} in ('went_off', 'forgot', 'too_much', 'disliked', 'other'))`,
    ),
    check('fridge_items_still_good_check', sql`${t.stillGood} is null or ${t.state} <> 'stored'`),
  ],
);

/** The monthly summaries sent (or being sent): one per user and month, whatever the instances. */
export const monthlySummaries = pgTable(
  'monthly_summaries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month summed up, yyyy-MM in the user's zone. */
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** Since when a user's shelf life for a food learns afresh: reports closed before are no longer counted. */
export const shelfLifeResets = pgTable(
  'shelf_life_resets',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] })],
);

export const usersAchievements = pgTable(
  'users_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementCode: text('achievement_code').notNull(),
    achievementData: jsonb('achievement_data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_achievements_user_code_unique').on(t.userId, t.achievementCode)],
);

/** E-mails kept by the app when no SMTP server is configured; readable at /dev/mail outside production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').notNull().default({}),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_sent_at_idx').on(t.sentAt)],
);

/** Every change of points, once per (user, reason, reference); users.points is their sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reference: text('reference').notNull().default(''),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_ledger_user_reason_reference_unique').on(t.userId, t.reason, t.reference)],
);

/**
 * The answer to each change a user's device sent with an Idempotency-Key, kept so that the same request sent
 * again (a retry after a lost answer, an offline queue flushed twice) gets the first answer instead of a
 * second item or second points. Written in the transaction of the change itself.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method, path and body's hash: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A user's private calendar address: whoever has the token reads the end dates of the items in the fridge
 * (and nothing else). Kept as it is so the profile can show the address again; a new one replaces it and
 * turning it off deletes it, after which the old address answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.token)],
);

export * from './household-schema';
export * from './reminders-schema';
export * from './auth-schema';
export * from './rewards-schema';
