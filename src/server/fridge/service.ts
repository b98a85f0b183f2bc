// The fridge's rules on the server: every write in one transaction, scoped to the account's fridge (its
// household's, or its own: scope.ts), points to the account acting, via the ledger.
import { and, eq } from 'drizzle-orm';
import { ADD_REVOKE_HOURS, CONSUME_MIN_HOURS, FRIDGE_POINTS } from '@/shared/points';
import { itemIdFor } from '@/shared/item-id';
import { isStorableInstant } from '@/shared/schemas/fields';
import type { CreateFridgeItemInput, ItemFeedbackInput } from '@/shared/schemas/fridge';
import { customReminderAt } from '@/shared/reminder-options';
import { addCalendarDays, atHourOnDay } from '@/shared/zoned-time';
import { awardForItems } from '../achievements/award';
import type { Db } from '../db/client';
import { foods, fridgeItems, fridgeItemsReminders } from '../db/schema';
import { HttpError } from '../http/errors';
import { addFridgePoints, grantedFor } from '../points/fridge-points';
import { addPoints } from '../points/ledger';
import { defaultReminderFor, reminderPreferences } from '../reminders/preferences';
import { actorId, itemsOf, scopeOf, type Actor, type FridgeScope } from './scope';
import { learnedShelfLifeOf } from './shelf-life';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface Owner {
  id: string;
  timeZone: string;
  /** Its fridge, when the action's transaction has read (and holds) it already. */
  scope?: FridgeScope;
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

/** The id of an item of `scope`'s fridge, if there is one. */
async function itemIn(tx: Db, id: string, scope: FridgeScope): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: fridgeItems.id })
    .from(fridgeItems)
    .where(and(eq(fridgeItems.id, id), itemsOf(scope)));
  return row?.id;
}

/**
 * Stores a new item, under the id made for the account from the random id its device sent (ADR 019), which
 * no other account's add can reach; `made` when that add was made before: then nothing is stored.
 */
async function storeItem(
  tx: Db,
  values: typeof fridgeItems.$inferInsert,
  scope: FridgeScope,
  sentId: string | undefined,
): Promise<{ id: string; made: boolean }> {
  const insert = (id?: string) =>
    tx
      .insert(fridgeItems)
      .values({ ...values, ...(id ? { id } : {}) })
      .onConflictDoNothing({ target: fridgeItems.id })
      .returning({ id: fridgeItems.id });
  if (sentId) {
    // Stored under the sent id itself by a page of an earlier version (ADR 018): the same add sent again.
    const earlier = await itemIn(tx, sentId, scope);
    if (earlier) return { id: earlier, made: true };
    const id = await itemIdFor(scope.userId, sentId);
    const [item] = await insert(id);
    if (item) return { id: item.id, made: false };
    // The same add sent again once its key was forgotten (an answer lost, the phone offline for weeks): the
    // item it made, unchanged.
    const made = await itemIn(tx, id, scope);
    if (made) return { id: made, made: true };
    // Else made by this account in a fridge it has left since: this add is for the fridge it is in now.
  }
  const [item] = await insert();
  return { id: item!.id, made: false };
}

export async function createItem(db: Db, owner: Owner, input: CreateFridgeItemInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const scope = await scopeOf(tx, owner, { hold: true });
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
    const stored = await storeItem(
      tx,
      {
        userId: owner.id,
        householdId: scope.householdId,
        foodId: food.id,
        bagSize: input.bagSize,
        state: 'stored',
        startDatetime: start,
        endDatetime: end,
      },
      scope,
      input.id,
    );
    if (stored.made) return stored.id;
    // At the hour and as many days before the end as its fridge's people chose (the earliest of a
    // household's members), never on a quiet day.
    const prefs = await reminderPreferences(tx, owner.id);
    const defaultAt =
      (await defaultReminderFor(tx, { userId: owner.id, householdId: scope.householdId }, end, now)) ??
      atHourOnDay(end, prefs.hour, owner.timeZone);
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
        fridgeItemId: stored.id,
        reminderDatetime: r.at,
        isDefault: r.isDefault,
        ...pastReminder(r.at, now),
      })),
    );
    await addFridgePoints(tx, {
      userId: owner.id,
      reason: 'item_added',
      reference: stored.id,
      points: FRIDGE_POINTS.add,
      at: now,
    });
    await awardForItems(tx, owner.id, [food.slug]);
    return stored.id;
  });
}

/**
 * stored → consumed or discarded, once. Eating earns points only for food recorded at least
 * CONSUME_MIN_HOURS before, more when eaten by the end date, within the daily allowance.
 */
/** How far ahead of now a shopping trip's start date may be: a day, and the widest gap between time zones. */
const TRIP_START_AHEAD_MS = 38 * 3_600_000;

/**
 * A shopping trip: each item added as `createItem` adds one (its points, achievements and reminders), in one
 * transaction, so that a row refused leaves nothing added. A refusal names the row (from 1) in its message
 * and each field as `items.<index>.<field>`. Answers the items' ids in the rows' order.
 */
export async function createItems(
  db: Db,
  owner: Owner,
  rows: CreateFridgeItemInput[],
  now = new Date(),
): Promise<string[]> {
  const late = rows.findIndex(
    (row) => row.startDatetime && Date.parse(row.startDatetime) > now.getTime() + TRIP_START_AHEAD_MS,
  );
  if (late !== -1) {
    throw new HttpError(422, 'validation_failed', 'errors.fridge.tripRow', { row: late + 1 }, [
      { field: `items.${late}.startDatetime`, messageKey: 'errors.fridge.startInFuture' },
    ]);
  }
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [index, row] of rows.entries()) {
      try {
        ids.push(await createItem(tx, owner, row, now));
      } catch (error) {
        if (!(error instanceof HttpError) || !error.fields) throw error;
        throw new HttpError(
          error.status,
          error.code,
          'errors.fridge.tripRow',
          { row: index + 1 },
          error.fields.map((f) => ({ ...f, field: `items.${index}.${f.field}` })),
        );
      }
    }
    return ids;
  });
}

export async function changeState(
  db: Db,
  owner: Actor,
  id: string,
  state: 'consumed' | 'discarded',
  now = new Date(),
) {
  const ownerId = actorId(owner);
  await db.transaction(async (tx) => {
    const mine = itemsOf(await scopeOf(tx, owner, { hold: true }));
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
export async function recordFeedback(db: Db, owner: Actor, id: string, feedback: ItemFeedbackInput) {
  const mine = itemsOf(await scopeOf(db, owner));
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
export async function deleteItem(db: Db, owner: Actor, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .delete(fridgeItems)
      .where(and(eq(fridgeItems.id, id), itemsOf(await scopeOf(tx, owner, { hold: true }))))
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
