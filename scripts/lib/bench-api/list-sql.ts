// The SQL the app runs for `GET /api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000`, written
// out for the bare server. bench-api.ts checks it, text and values, against what the app's own code sends.
// Column lists come from the schema, in its order, as Drizzle's `select()` of whole tables writes them.
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { foods, fridgeItems, fridgeItemsReminders } from '../../../src/server/db/schema';

export const LIST_PATH = '/api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000';

const names = (table: Parameters<typeof getTableColumns>[0]) =>
  Object.values(getTableColumns(table)).map((c) => c.name);

/** Column names of an items row: the item's, then its food's (rows come as arrays: both have `id`). */
export const ITEM_COLUMNS = names(fridgeItems);
export const FOOD_COLUMNS = names(foods);
export const REMINDER_COLUMNS = names(fridgeItemsReminders);

function placeholders(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
}

/** The page of ids, the total for Content-Range, the items with their food, their reminders. */
export const listSql = {
  page: (userId: string): pg.QueryConfig => ({
    text:
      'select "id" from "fridge_items" where ("fridge_items"."user_id" = $1 and "fridge_items"."state" = $2) ' +
      'order by "fridge_items"."created_at" asc limit $3',
    values: [userId, 'stored', 1000],
  }),
  count: (userId: string): pg.QueryConfig => ({
    text: 'select count(*) from "fridge_items" where ("fridge_items"."user_id" = $1 and "fridge_items"."state" = $2)',
    values: [userId, 'stored'],
  }),
  items: (userId: string, ids: string[]): pg.QueryConfig => {
    const columns = [
      ...ITEM_COLUMNS.map((c) => `"fridge_items"."${c}"`),
      ...FOOD_COLUMNS.map((c) => `"foods"."${c}"`),
    ];
    return {
      text:
        `select ${columns.join(', ')} ` +
        'from "fridge_items" inner join "foods" on "foods"."id" = "fridge_items"."food_id" ' +
        `where ("fridge_items"."user_id" = $1 and "fridge_items"."id" in (${placeholders(2, ids.length)}))`,
      values: [userId, ...ids],
    };
  },
  reminders: (ids: string[]): pg.QueryConfig => ({
    text:
      `select ${REMINDER_COLUMNS.map((c) => `"${c}"`).join(', ')} from "fridge_items_reminders" ` +
      `where "fridge_items_reminders"."fridge_item_id" in (${placeholders(1, ids.length)}) ` +
      'order by "fridge_items_reminders"."reminder_datetime" asc',
    values: ids,
  }),
};
