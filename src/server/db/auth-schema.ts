// The auth library's tables (sessions, sign-in methods, short-lived secrets), the limits that guard it (request
// counters, failed attempts at a secret) and the secrets the app makes once; re-exported by schema.ts, where
// migrations are generated from.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users-schema';

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

/**
 * A user's second factor (auth library model, its two-factor plugin): the authenticator app's secret and the
 * backup codes, both encrypted with the auth secret; `verified` once the first code confirmed the app. Its
 * failed codes lock it for a while (`failed_verification_count`, `locked_until`).
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('two_factors_user_id_unique').on(t.userId)],
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

/** Secrets the app generates once and every instance shares (e.g. the auth secret when none is configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
