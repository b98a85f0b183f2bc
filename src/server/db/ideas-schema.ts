// The ideas to use up what is about to go off (docs/product.md#use-it-up): seeded once from
// shared/ideas-catalogue.ts, then the admins'. Re-exported by schema.ts, where migrations are generated from.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const ideas = pgTable(
  'ideas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    /**
     * The foods it uses, by slug: matched against the items about to go off. Checked against the catalogue
     * when an admin writes them; a food renamed later simply stops matching (ADR 033).
     */
    foods: text('foods').array().notNull(),
    minutes: integer('minutes').notNull(),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    stepsIt: text('steps_it').array().notNull(),
    stepsEn: text('steps_en').array().notNull(),
    /** Only active ideas are offered to users. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ideas_slug_unique').on(t.slug),
    check('ideas_minutes_check', sql`${t.minutes} between 1 and 240`),
  ],
);
