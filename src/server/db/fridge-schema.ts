// The food catalogue and the items in the fridges; re-exported by schema.ts, where migrations are generated
// from.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { households } from './household-schema';
import { users } from './users-schema';

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
