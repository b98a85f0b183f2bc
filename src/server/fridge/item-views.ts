// The fridge's items as the API shows them: the list's columns and filters, and one item or a page of them,
// each with its food, its reminders and who added it, read in one statement within the account's fridge.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DiscardReason } from '@/shared/constants';
import { greetedName } from '../users/greeted-name';
import type { Db } from '../db/client';
import { directRead } from '../db/direct-read';
import { foods, fridgeItems, fridgeItemsReminders, users } from '../db/schema';
import { toFoodDto } from '../foods/service';
import type { ListQuery, ListSpec } from '../query/build';
import { countRows, pageTotal, totalOverAllRows } from '../query/list';
import { fridgeScopeOf, itemsOf, itemsOfFridge, scopeOf, type Actor } from './scope';

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

/**
 * The columns of an item as the API shows it: with its food and its reminders. The food's columns are
 * selected flat and gathered by `toItemDto`: Drizzle's mapping of a nested object costs more per row than
 * the rest of the row together.
 */
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
    foodOwnId: foods.id,
    foodName: foods.name,
    foodType: foods.type,
    foodSlug: foods.slug,
    foodImagePath: foods.imagePath,
    foodExpiresWithBagDays: foods.expiresWithBagDays,
    foodExpiresWithoutBagDays: foods.expiresWithoutBagDays,
    reminders: remindersOfItem(),
    // With the item's adder joined (left: they may be gone).
    addedById: users.id,
    addedByName: greetedName(),
  };
}

/** A row of `itemColumns()`, as a select with the adder left-joined brings it. */
type ItemRow = Omit<SelectResultFields<ReturnType<typeof itemColumns>>, 'addedById' | 'addedByName'> & {
  addedById: string | null;
  addedByName: string | null;
};

function toItemDto(row: ItemRow) {
  return {
    id: row.id,
    foodId: row.foodId,
    state: row.state as 'stored' | 'consumed' | 'discarded',
    bagSize: row.bagSize as 'S' | 'M' | 'L',
    startDatetime: row.startDatetime,
    endDatetime: row.endDatetime,
    createdAt: row.createdAt,
    food: toFoodDto({
      id: row.foodOwnId,
      name: row.foodName,
      type: row.foodType,
      slug: row.foodSlug,
      imagePath: row.foodImagePath,
      expiresWithBagDays: row.foodExpiresWithBagDays,
      expiresWithoutBagDays: row.foodExpiresWithoutBagDays,
    }),
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

/** The fridge a list reads: its kind and id, as `itemsOfFridge` takes them. */
type FridgeOf = { kind: 'household' | 'own'; id: string };

/** The page's statement for any fridge of one kind: the fridge's id is its placeholder `fridge`. */
function pageStatement(db: Db, kind: FridgeOf['kind'], query: ListQuery) {
  const columns = { ...itemColumns(), total: totalOverAllRows() };
  const select = db
    .select(columns)
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    .leftJoin(users, eq(users.id, fridgeItems.userId))
    .where(and(itemsOfFridge(kind, sql.placeholder('fridge')), query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  // Named '', PostgreSQL's unnamed statement: parsed and planned on each run, as any other statement, and
  // nothing kept on the database's connections. Only its building is saved. Its columns are flat (the
  // adder's are read one by one), as a direct read needs of a left join.
  return directRead(db, '', columns, select);
}
type PageStatement = ReturnType<typeof pageStatement>;

/** How many built statements each database keeps, the least recently used dropped first. */
const KEPT_STATEMENTS = 64;
const builtPages = new WeakMap<Db, Map<string, PageStatement>>();

/**
 * The page's statement, built once for each query string and kind of fridge: building it costs more of the
 * server's time than reading the page does. A query not read from a query string is built each time.
 */
function pageOf(db: Db, fridge: FridgeOf, query: ListQuery): PageStatement {
  if (query.source === undefined) return pageStatement(db, fridge.kind, query);
  let built = builtPages.get(db);
  if (!built) builtPages.set(db, (built = new Map()));
  const key = `${fridge.kind}?${query.source}`;
  let statement = built.get(key);
  if (statement) built.delete(key);
  else statement = pageStatement(db, fridge.kind, query);
  built.set(key, statement);
  if (built.size > KEPT_STATEMENTS) built.delete(built.keys().next().value!);
  return statement;
}

/** One statement: the page of items with their food, their reminders and the total for Content-Range. */
export async function listItems(db: Db, ownerId: string, query: ListQuery) {
  const scope = await fridgeScopeOf(db, ownerId);
  const fridge: FridgeOf = scope.householdId
    ? { kind: 'household', id: scope.householdId }
    : { kind: 'own', id: ownerId };
  const page = await pageOf(db, fridge, query).execute({ fridge: fridge.id });
  const total = await pageTotal(page, query, () => countRows(db, fridgeItems, query, itemsOf(scope)));
  return { rows: page.map(toItemDto), total };
}
