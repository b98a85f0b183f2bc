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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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

export const fridgeItemsReminders = pgTable(
  'fridge_items_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fridgeItemId: uuid('fridge_item_id')
      .notNull()
      .references(() => fridgeItems.id, { onDelete: 'cascade' }),
    reminderDatetime: timestamp('reminder_datetime', { withTimezone: true }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** "Remind me tomorrow": made by a snooze; an item has at most one waiting. */
    isSnooze: boolean('is_snooze').notNull().default(false),
    reminded: boolean('reminded').notNull().default(false),
    // The dispatcher's bookkeeping (src/server/reminders): a claim holds the reminder until lease_until;
    // failed deliveries are tried again from next_attempt_at; outcome says how it ended once reminded.
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    outcome: text('outcome'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fridge_items_reminders_fridge_item_id_idx').on(t.fridgeItemId),
    check(
      'fridge_items_reminders_outcome_check',
      sql`${t.outcome} in ('sent', 'skipped', 'past', 'failed', 'no_channel', 'enough')`,
    ),
    uniqueIndex('fridge_items_reminders_one_snooze_idx')
      .on(t.fridgeItemId)
      .where(sql`${t.isSnooze} and ${t.reminded} = false`),
    // Due reminders are looked up by time among those not yet sent: the index follows the due ones only.
    index('fridge_items_reminders_due_idx')
      .on(t.reminderDatetime)
      .where(sql`${t.reminded} = false`),
  ],
);

/** A browser's Web Push subscription (RFC 8030); one user may have several devices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * What the dispatcher has delivered: one row per reminder, channel and target (the push subscription's id, or
 * the user id of the member e-mailed), written right after the send, so a reminder claimed again never repeats
 * a delivery.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => fridgeItemsReminders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    target: text('target').notNull().default(''),
    status: text('status').notNull(),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.channel, t.target] }),
    // The e-mails a member got lately: one e-mail a day (reminders/dispatcher.ts).
    index('reminder_deliveries_email_idx')
      .on(t.target, t.createdAt)
      .where(sql`${t.channel} = 'email'`),
    check('reminder_deliveries_channel_check', sql`${t.channel} in ('email', 'push')`),
    check('reminder_deliveries_status_check', sql`${t.status} in ('sent', 'gone', 'rejected')`),
  ],
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

/** Counters of the rate limits, shared by every instance: one row per key and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);

/**
 * Failed attempts at a secret (a password, a one-time code) per kind, subject (the account's address, or ''
 * for all accounts) and source (the client's network): each failure makes that source wait longer, so a
 * stranger slows only themselves, never the owner trying from elsewhere.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subject, t.source] }),
    index('auth_failures_subject_idx').on(t.subject),
    index('auth_failures_last_failed_at_idx').on(t.lastFailedAt),
  ],
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

/** Sign-in sessions (auth library model); the cookie holds the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

/** How a user signs in: 'credential' (password hash) or an OpenID provider (auth library model). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_unique').on(t.providerId, t.accountId),
  ],
);

/** Short-lived secrets: one-time codes, reset tokens, OpenID state (auth library model). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Secrets the app generates once and every instance shares (e.g. the auth secret when none is configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Prizes unlocked by level, with their texts in both languages; managed by admins. */
export const prizes = pgTable(
  'prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    minLevel: integer('min_level').notNull(),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    imagePath: text('image_path'),
    /** An inactive prize is hidden and cannot be claimed; claims already made keep their codes. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('prizes_slug_unique').on(t.slug),
    check('prizes_min_level_check', sql`${t.minLevel} >= 1`),
  ],
);

/** A prize claimed by a user: once per (prize, user), with a redemption code unique across all claims. */
export const prizeClaims = pgTable(
  'prize_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /**
     * 'approved' claims show their code; 'held' ones wait for an admin (a young account, or points earned
     * unusually fast), who approves or rejects them.
     */
    status: text('status').notNull().default('approved'),
    /** Why a claim was held: 'new_account' or 'fast_points'. */
    holdReason: text('hold_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prize_claims_prize_user_unique').on(t.prizeId, t.userId),
    uniqueIndex('prize_claims_code_unique').on(t.code),
    index('prize_claims_user_id_idx').on(t.userId),
    // Admins list the claims waiting for them.
    index('prize_claims_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    check('prize_claims_status_check', sql`${t.status} in ('held', 'approved', 'rejected')`),
    check('prize_claims_hold_reason_check', sql`${t.holdReason} in ('new_account', 'fast_points')`),
  ],
);

/** Seasonal discounts: shown to users whose level reaches min_level while valid. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    minLevel: integer('min_level').notNull().default(1),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    readMoreUrl: text('read_more_url').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index('coupons_valid_to_idx').on(t.validTo),
    check('coupons_percent_check', sql`${t.percent} between 1 and 100`),
    check('coupons_min_level_check', sql`${t.minLevel} >= 1`),
    check('coupons_validity_check', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * Demo data seeded once per database (prizes and coupons): its name is written here when it has run, so
 * what an admin later deletes or edits is not brought back at the next start.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './household-schema';
