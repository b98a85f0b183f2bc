// The fridge's items as the API shows them: the list's columns and filters, and one item or a page of them,
// each with its food, its reminders and who added it, read in one statement within the account's fridge.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DiscardReason } from '@/shared/constants';
import { greetedName } from '../users/greeted-name';
import type { Db } from '../db/client';
import { foods, fridgeItems, fridgeItemsReminders, users } from '../db/schema';
import { toFoodDto } from '../foods/service';
import type { ListQuery, ListSpec } from '../query/build';
import { countRows, pageTotal, totalOverAllRows } from '../query/list';
import { fridgeScopeOf, itemsOf, scopeOf, type Actor } from './scope';

export const fridgeListSpec: ListSpec = {
  columns: {
    id: { column: fridgeItems.id, kind: 'uuid' },
    food_id: { column: fridgeItems.foodId, kind: 'int' },
    state: { column: fridgeItems.state, kind: 'text', values: ['stored', 'consumed', 'discarded'] },
    bag_size: { column: fridgeItems.bagSize, kind: 'text', values: ['S', 'M', 'L'] },
    start_datetime: { column: fridgeItems.startDatetime, kind: 'timestamp' },
    end_datetime: { column: fridgeItems.endDatetime, kind: 'timestamp' },
    created_at: { column: fridgeItems.createdAt, kind: 'timestamp' },
  },
  defaultOrder: [desc(fridgeItems.createdAt), desc(fridgeItems.id)],
  defaultLimit: 10,
  maxLimit: 1000,
};

/** A reminder as the list's one statement brings it: id, epoch milliseconds, default, sent, snooze. */
type ReminderTuple = [id: string, at: number, isDefault: boolean, reminded: boolean, isSnooze: boolean];

/**
 * An item's reminders, by time, aggregated in the item's own row. The time travels as epoch milliseconds
 * (truncated, as Drizzle's parsing of a timestamp truncates) and becomes a Date here, so the JSON shows it
 * exactly as for the item's own timestamps.
 */
function remindersOfItem(): SQL<ReminderTuple[]> {
  const r = fridgeItemsReminders;
  const epochMs = sql`floor(extract(epoch from ${r.reminderDatetime}) * 1000)`;
  const reminder = sql`json_build_array(${r.id}, ${epochMs}, ${r.isDefault}, ${r.reminded}, ${r.isSnooze})`;
  const byTime = sql`order by ${r.reminderDatetime}, ${r.id}`;
  const ofItem = sql`from ${r} where ${r.fridgeItemId} = ${fridgeItems.id}`;
  return sql<ReminderTuple[]>`coalesce((select json_agg(${reminder} ${byTime}) ${ofItem}), '[]'::json)`;
}

/** The columns of an item as the API shows it: with its food and its reminders. */
function itemColumns() {
  return {
    id: fridgeItems.id,
    foodId: fridgeItems.foodId,
    state: fridgeItems.state,
    bagSize: fridgeItems.bagSize,
    startDatetime: fridgeItems.startDatetime,
    endDatetime: fridgeItems.endDatetime,
    createdAt: fridgeItems.createdAt,
    discardReason: fridgeItems.discardReason,
    stillGood: fridgeItems.stillGood,
    food: {
      id: foods.id,
      name: foods.name,
      type: foods.type,
      slug: foods.slug,
      imagePath: foods.imagePath,
      expiresWithBagDays: foods.expiresWithBagDays,
      expiresWithoutBagDays: foods.expiresWithoutBagDays,
    },
    reminders: remindersOfItem(),
    // With the item's adder joined (left: they may be gone).
    addedById: users.id,
    addedByName: greetedName(),
  };
}

function toItemDto(row: {
  id: string;
  foodId: number;
  state: string;
  bagSize: string;
  startDatetime: Date;
  endDatetime: Date;
  createdAt: Date;
  discardReason: string | null;
  stillGood: boolean | null;
  food: Parameters<typeof toFoodDto>[0];
  reminders: ReminderTuple[];
  addedById: string | null;
  addedByName: string | null;
}) {
  return {
    id: row.id,
    foodId: row.foodId,
    state: row.state as 'stored' | 'consumed' | 'discarded',
    bagSize: row.bagSize as 'S' | 'M' | 'L',
    startDatetime: row.startDatetime,
    endDatetime: row.endDatetime,
    createdAt: row.createdAt,
    food: toFoodDto(row.food),
    reminders: row.reminders.map(([id, at, isDefault, reminded, isSnooze]) => ({
      id,
      reminderDatetime: new Date(at),
      isDefault,
      reminded,
      isSnooze,
    })),
    discardReason: row.discardReason as DiscardReason | null,
    stillGood: row.stillGood,
    addedBy: row.addedById ? { id: row.addedById, name: row.addedByName ?? '' } : null,
  };
}

export async function getItems(db: Db, owner: Actor, ids: string[]) {
  if (ids.length === 0) return [];
  const scope = await scopeOf(db, owner);
  const rows = await db
    .select(itemColumns())
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    .leftJoin(users, eq(users.id, fridgeItems.userId))
    .where(and(itemsOf(scope), inArray(fridgeItems.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItemDto(row)] : [];
  });
}

/** One statement: the page of items with their food, their reminders and the total for Content-Range. */
export async function listItems(db: Db, ownerId: string, query: ListQuery) {
  const base = itemsOf(await fridgeScopeOf(db, ownerId));
  const page = await db
    .select({ ...itemColumns(), total: totalOverAllRows() })
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    .leftJoin(users, eq(users.id, fridgeItems.userId))
    .where(and(base, query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(page, query, () => countRows(db, fridgeItems, query, base));
  return { rows: page.map(toItemDto), total };
}
