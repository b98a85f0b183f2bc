// The fridge's rules on the server: every write in one transaction, scoped to the account's fridge (its
// household's, or its own: scope.ts), points to the account acting, via the ledger.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADD_REVOKE_HOURS, CONSUME_MIN_HOURS, FRIDGE_POINTS } from '@/shared/points';
import { isStorableInstant } from '@/shared/schemas/fields';
import type { DiscardReason } from '@/shared/constants';
import type { CreateFridgeItemInput, ItemFeedbackInput } from '@/shared/schemas/fridge';
import { customReminderAt } from '@/shared/reminder-options';
import { defaultReminderAt } from '@/shared/reminder-preferences';
import { addCalendarDays, atHourOnDay } from '@/shared/zoned-time';
import { greetedName } from '../accounts/greeted-name';
import { awardForItems } from '../achievements/award';
import type { Db } from '../db/client';
import { foods, fridgeItems, fridgeItemsReminders, users } from '../db/schema';
import { toFoodDto } from '../foods/service';
import { HttpError } from '../http/errors';
import { addFridgePoints, grantedFor } from '../points/fridge-points';
import { addPoints } from '../points/ledger';
import type { ListQuery, ListSpec } from '../query/build';
import { countRows, pageTotal, totalOverAllRows } from '../query/list';
import { reminderPreferences } from '../reminders/preferences';
import { fridgeScopeOf, itemsOf } from './scope';
import { learnedShelfLifeOf } from './shelf-life';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

export interface Owner {
  id: string;
  timeZone: string;
}

/** A reminder already past when created is closed at once: the dispatcher never sends it. */
export function pastReminder(at: Date, now: Date) {
  return at <= now
    ? { reminded: true, remindedAt: now, outcome: 'past' }
    : { reminded: false, remindedAt: null, outcome: null };
}

/**
 * The end date `days` calendar days after `start`, or a 422 when it would pass the last storable instant: the
 * start is bounded by the schema, but a shelf life is whatever the foods table holds.
 */
function endDateOf(start: Date, days: number, timeZone: string): Date {
  // A day more than the shelf life covers any zone's offset: past that, the calendar is not even consulted.
  const roughly = new Date(start.getTime() + (days + 1) * DAY_MS);
  const end = isStorableInstant(roughly) ? addCalendarDays(start, days, timeZone) : undefined;
  const storable =
    end !== undefined &&
    isStorableInstant(end) &&
    // Its reminder too, at the latest hour a user can choose.
    isStorableInstant(atHourOnDay(end, 23, timeZone));
  if (storable) return end;
  throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
    { field: 'startDatetime', messageKey: 'errors.fridge.endOutOfRange' },
  ]);
}

export function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'errors.notFound');
}

export async function createItem(db: Db, owner: Owner, input: CreateFridgeItemInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const scope = await fridgeScopeOf(tx, owner.id, { hold: true });
    const [food] = await tx.select().from(foods).where(eq(foods.id, input.foodId));
    if (!food) {
      throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
        { field: 'foodId', messageKey: 'errors.fridge.unknownFood' },
      ]);
    }
    const start = input.startDatetime ? new Date(input.startDatetime) : now;
    // The user's own shelf life for the food where their reports taught one, else the catalogue's.
    const catalogueDays = food.expiresWithBagDays ?? 0;
    const learned = await learnedShelfLifeOf(tx, owner.id, food.id, catalogueDays);
    const end = endDateOf(start, learned?.days ?? catalogueDays, owner.timeZone);
    const [item] = await tx
      .insert(fridgeItems)
      .values({
        userId: owner.id,
        householdId: scope.householdId,
        foodId: food.id,
        bagSize: input.bagSize,
        state: 'stored',
        startDatetime: start,
        endDatetime: end,
      })
      .returning();
    // At the user's hour, as many days before the end as they chose, never on a quiet day.
    const prefs = await reminderPreferences(tx, owner.id);
    const defaultAt =
      defaultReminderAt(end, prefs, owner.timeZone, now) ?? atHourOnDay(end, prefs.hour, owner.timeZone);
    const reminders = [{ at: defaultAt, isDefault: true }];
    if (input.customReminderDays) {
      reminders.push({
        at: customReminderAt(start, input.customReminderDays, owner.timeZone, prefs.hour),
        isDefault: false,
      });
    }
    await tx.insert(fridgeItemsReminders).values(
      // A reminder whose moment has already passed is never sent (docs/product.md#reminders).
      reminders.map((r) => ({
        fridgeItemId: item!.id,
        reminderDatetime: r.at,
        isDefault: r.isDefault,
        ...pastReminder(r.at, now),
      })),
    );
    await addFridgePoints(tx, {
      userId: owner.id,
      reason: 'item_added',
      reference: item!.id,
      points: FRIDGE_POINTS.add,
      at: now,
    });
    await awardForItems(tx, owner.id, [food.slug]);
    return item!.id;
  });
}

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

export async function getItems(db: Db, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const scope = await fridgeScopeOf(db, ownerId);
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

/**
 * stored → consumed or discarded, once. Eating earns points only for food recorded at least
 * CONSUME_MIN_HOURS before, more when eaten by the end date, within the daily allowance.
 */
export async function changeState(
  db: Db,
  ownerId: string,
  id: string,
  state: 'consumed' | 'discarded',
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const mine = itemsOf(await fridgeScopeOf(tx, ownerId, { hold: true }));
    const [item] = await tx
      .update(fridgeItems)
      .set({ state, stateChangedAt: now })
      .where(and(eq(fridgeItems.id, id), mine, eq(fridgeItems.state, 'stored')))
      .returning();
    if (!item) {
      const [exists] = await tx
        .select({ id: fridgeItems.id })
        .from(fridgeItems)
        .where(and(eq(fridgeItems.id, id), mine));
      if (!exists) throw notFound();
      throw new HttpError(409, 'invalid_transition', 'errors.fridge.notStored');
    }
    const keptLongEnough = now.getTime() - item.createdAt.getTime() >= CONSUME_MIN_HOURS * HOUR_MS;
    if (state === 'consumed' && keptLongEnough) {
      const points = now <= item.endDatetime ? FRIDGE_POINTS.consumedOnTime : FRIDGE_POINTS.consumedLate;
      await addFridgePoints(tx, { userId: ownerId, reason: 'item_consumed', reference: id, points, at: now });
    }
    await awardForItems(tx, ownerId);
  });
}

/**
 * After an item left the fridge: why it was thrown away (only a thrown-away item has a reason) and whether it
 * was still good. A later answer replaces an earlier one.
 */
export async function recordFeedback(db: Db, ownerId: string, id: string, feedback: ItemFeedbackInput) {
  const mine = itemsOf(await fridgeScopeOf(db, ownerId));
  const [item] = await db
    .select({ state: fridgeItems.state })
    .from(fridgeItems)
    .where(and(eq(fridgeItems.id, id), mine));
  if (!item) throw notFound();
  if (item.state === 'stored') throw new HttpError(409, 'invalid_transition', 'errors.fridge.stillStored');
  if (feedback.discardReason !== undefined && item.state !== 'discarded') {
    throw new HttpError(409, 'invalid_transition', 'errors.fridge.reasonNotDiscarded');
  }
  await db
    .update(fridgeItems)
    .set({
      ...(feedback.discardReason !== undefined ? { discardReason: feedback.discardReason } : {}),
      ...(feedback.stillGood !== undefined ? { stillGood: feedback.stillGood } : {}),
    })
    .where(and(eq(fridgeItems.id, id), mine));
}

/**
 * Deleting within ADD_REVOKE_HOURS of adding takes back what the add earned from whoever added it (no
 * add-and-delete loops, alone or with another member of the household).
 */
export async function deleteItem(db: Db, ownerId: string, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .delete(fridgeItems)
      .where(and(eq(fridgeItems.id, id), itemsOf(await fridgeScopeOf(tx, ownerId, { hold: true }))))
      .returning();
    if (!item) throw notFound();
    const adder = item.userId;
    if (!adder) return;
    const granted = await grantedFor(tx, adder, 'item_added', id);
    if (granted > 0 && now.getTime() - item.createdAt.getTime() < ADD_REVOKE_HOURS * HOUR_MS) {
      await addPoints(tx, { userId: adder, reason: 'item_added_revoked', reference: id, points: -granted });
    }
  });
}
