// The reminders' tables: each item's reminders, which are also the dispatcher's queue, the devices push goes
// to, and what was delivered to whom; re-exported by schema.ts, where migrations are generated from.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { fridgeItems } from './fridge-schema';
import { users } from './users-schema';

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
