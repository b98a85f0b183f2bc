// The users' table, which the other tables' foreign keys point at; re-exported by schema.ts, where migrations
// are generated from.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A user, with the auth library's user model mapped onto it (name, email_verified, img_path as image). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Signing in asks for a code from an authenticator app too (auth-schema.ts: twoFactors). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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
