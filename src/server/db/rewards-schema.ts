// The prizes, their claims and the seasonal coupons, and which demo data was seeded once; re-exported by
// schema.ts, where migrations are generated from.
import { sql } from 'drizzle-orm';
import type { HoldReason } from '@/shared/points';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users-schema';

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
    /** Why a claim was held: one of HOLD_REASONS (shared/points.ts). */
    holdReason: text('hold_reason').$type<HoldReason>(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why an admin rejected it, in the admin's words: shown to the user. */
    reviewNote: text('review_note'),
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
    check(
      'prize_claims_hold_reason_check',
      sql`${t.holdReason} in ('new_account', 'fast_points', 'guest_merges')`,
    ),
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
