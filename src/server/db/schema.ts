// The app's tables in Drizzle: the smaller ones here, every other re-exported from its own db/*-schema.ts;
// migrations are generated from this file (npm run db:generate).
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foods } from './fridge-schema';
import { users } from './users-schema';

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

export * from './users-schema';
export * from './fridge-schema';
export * from './household-schema';
export * from './reminders-schema';
export * from './auth-schema';
export * from './rewards-schema';
export * from './ideas-schema';
export * from './audit-schema';
