// The reminders table as a queue (ADR 008): claiming due reminders under a lease, loading what a batch needs,
// recording each delivery under its key, and closing or rescheduling the reminders a batch has dealt with.
// The dispatcher (dispatcher.ts) decides what to send; everything it reads or writes goes through here.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { groupBy } from '@/shared/group-by';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import {
  foods,
  fridgeItems,
  fridgeItemsReminders,
  householdMembers,
  pushSubscriptions,
  reminderDeliveries,
  users,
} from '../db/schema';
import type { ReminderRow } from './messages';

export type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * The claim's statement: leases up to `limit` due reminders, and the other due reminders of their fridges, for
 * `leaseMs`, and returns their ids. Apart from `claim` so that the reminder benchmark explains this very query.
 */
export function claimStatement(now: Date, limit: number, leaseMs: number): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const due = sql`reminded = false and reminder_datetime <= ${at}
    and (lease_until is null or lease_until <= ${at})
    and (next_attempt_at is null or next_attempt_at <= ${at})`;
  // `first` walks the partial index of reminders not yet sent, in time order: its cost follows the due
  // reminders, not the table. `siblings` adds the other due reminders of the same fridges (a household's, or a
  // user's own), so that each member gets one e-mail for everything due together, whatever the batch
  // boundaries.
  return sql`
    with first as (
      select id from fridge_items_reminders where ${due}
      order by reminder_datetime limit ${limit}
      for update skip locked
    ), fridges as (
      select distinct i.user_id, i.household_id from fridge_items i
      join fridge_items_reminders r on r.fridge_item_id = i.id
      where r.id in (select id from first)
    ), siblings as (
      -- From the fridges' items (user and household indexes) to their reminders (item index): no table is
      -- read whole.
      select r.id from fridge_items i
      join fridge_items_reminders r on r.fridge_item_id = i.id
      where (i.household_id = any(array(select household_id from fridges where household_id is not null))
          or (i.household_id is null
            and i.user_id = any(array(select user_id from fridges where household_id is null))))
        and r.id <> all(array(select id from first))
        and r.reminded = false and r.reminder_datetime <= ${at}
        and (r.lease_until is null or r.lease_until <= ${at})
        and (r.next_attempt_at is null or r.next_attempt_at <= ${at})
      for update of r skip locked
    )
    update fridge_items_reminders set lease_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
    where id in (select id from first union all select id from siblings)
    returning id`;
}

/**
 * Claims up to `limit` due reminders, and the other due reminders of their fridges, for `leaseMs`: none of them
 * can be claimed by another dispatcher until the lease runs out. Returns their ids.
 */
export async function claim(db: Db, now: Date, limit: number, leaseMs: number): Promise<string[]> {
  const result = await db.execute(claimStatement(now, limit, leaseMs));
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * The reminders `ids` with their item and food, once for each user they are for: every member of the
 * household whose fridge holds the item, or the item's user when it is in a personal fridge.
 */
export async function loadClaimed(db: Db, ids: string[]): Promise<ReminderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: fridgeItemsReminders.id,
      attempts: fridgeItemsReminders.attempts,
      isDefault: fridgeItemsReminders.isDefault,
      dueAt: fridgeItemsReminders.reminderDatetime,
      itemId: fridgeItems.id,
      state: fridgeItems.state,
      bagSize: fridgeItems.bagSize,
      endDatetime: fridgeItems.endDatetime,
      slug: foods.slug,
      foodName: foods.name,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      isAnonymous: users.isAnonymous,
      emailReminders: users.emailReminders,
      locale: users.locale,
      timeZone: users.timeZone,
      firstName: users.firstName,
      displayName: users.displayName,
      reminderHour: users.reminderHour,
      reminderDaysBefore: users.reminderDaysBefore,
      quietDays: users.quietDays,
      pushDigest: users.pushDigest,
      waiting: sql<boolean>`(${fridgeItems.householdId} is null and exists (select 1 from household_members w
        where w.user_id = ${fridgeItems.userId}))`,
      sentAfterEnd: sql<number>`(select count(*)::int from fridge_items_reminders s
        where s.fridge_item_id = ${fridgeItems.id} and s.outcome = 'sent'
          and s.reminded_at > ${fridgeItems.endDatetime})`,
    })
    .from(fridgeItemsReminders)
    .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    .leftJoin(householdMembers, eq(householdMembers.householdId, fridgeItems.householdId))
    .innerJoin(users, eq(users.id, sql`coalesce(${householdMembers.userId}, ${fridgeItems.userId})`))
    .where(inArray(fridgeItemsReminders.id, ids));
}

/**
 * A reminder moved to another moment (a snooze again, new preferences) is a new reminder to its members:
 * the deliveries an e-mail of the day recorded for it ahead of its time are forgotten.
 */
export async function forgetDeliveries(db: Db, reminderIds: string[]): Promise<void> {
  if (reminderIds.length === 0) return;
  await db.delete(reminderDeliveries).where(inArray(reminderDeliveries.reminderId, reminderIds));
}

export const deliveryKey = (reminderId: string, channel: string, target: string) =>
  `${reminderId} ${channel} ${target}`;

/** The keys (`deliveryKey`) of the deliveries already recorded for these reminders. */
export async function deliveredKeys(db: Db, reminderIds: string[]): Promise<Set<string>> {
  const done = await db
    .select({
      reminderId: reminderDeliveries.reminderId,
      channel: reminderDeliveries.channel,
      target: reminderDeliveries.target,
    })
    .from(reminderDeliveries)
    .where(inArray(reminderDeliveries.reminderId, reminderIds));
  return new Set(done.map((d) => deliveryKey(d.reminderId, d.channel, d.target)));
}

/** The subscribed devices of these users. */
export async function devicesOf(db: Db, userIds: string[]): Promise<Subscription[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function deleteDevice(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export interface DeliveryRow {
  reminder_id: string;
  channel: 'email' | 'push';
  target: string;
  status: 'sent' | 'gone' | 'rejected';
  message_id: string | null;
}

/** Records deliveries; inside `tx` when given (with what the send kept in the same transaction). */
export type Recorder = (rows: DeliveryRow[], tx?: Db) => Promise<void>;

/**
 * Records deliveries by group commit: the rows of the sends that finish while one INSERT runs go together in
 * the next one, so a burst of sends costs a few statements instead of one each. Each send waits for its rows
 * to be written (and keeps its slot among the sends in flight until then), so what a crash can leave sent but
 * unrecorded is still bounded by the sends in flight.
 */
export function deliveryRecorder(db: Db, clock: () => Date = () => new Date()): Recorder {
  let waiting: { rows: DeliveryRow[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await insertDeliveries(
          db,
          group.flatMap((g) => g.rows),
          clock(),
        );
        for (const g of group) g.resolve();
      } catch (error) {
        for (const g of group) g.reject(error);
      }
    }
    writing = false;
  }
  return (rows, tx) =>
    tx
      ? insertDeliveries(tx, rows, clock())
      : new Promise<void>((resolve, reject) => {
          waiting.push({ rows, resolve, reject });
          if (!writing) void drain();
        });
}

/**
 * One INSERT for many deliveries, recorded at the moment the pass runs as. A reminder deleted meanwhile (its item was deleted) is skipped, not an
 * error: the rows it joins are locked against deletion (FOR KEY SHARE), and one deleted since is left out.
 */
async function insertDeliveries(db: Db, rows: DeliveryRow[], at: Date): Promise<void> {
  await db.execute(sql`
    insert into reminder_deliveries (reminder_id, channel, target, status, message_id, created_at)
    select v.reminder_id, v.channel, v.target, v.status, v.message_id, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(reminder_id uuid, channel text, target text, status text, message_id text)
    join fridge_items_reminders r on r.id = v.reminder_id
    for key share of r
    on conflict do nothing`);
}

export async function closeReminders(
  db: Db,
  rows: { id: string; outcome: string }[],
  now: Date,
  lastError?: string,
): Promise<void> {
  for (const [outcome, group] of groupBy(rows, (r) => r.outcome)) {
    await db
      .update(fridgeItemsReminders)
      .set({
        reminded: true,
        remindedAt: now,
        outcome,
        leaseUntil: null,
        ...(lastError ? { lastError } : {}),
      })
      .where(
        and(
          inArray(
            fridgeItemsReminders.id,
            group.map((r) => r.id),
          ),
          eq(fridgeItemsReminders.reminded, false),
        ),
      );
  }
}

/** Moves a reminder that fell due on a quiet day to `at`: not an attempt, not an error. */
export async function postpone(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(fridgeItemsReminders)
    .set({
      leaseUntil: null,
      reminderDatetime: at,
      nextAttemptAt: null,
      attempts: sql`greatest(${fridgeItemsReminders.attempts} - 1, 0)`,
    })
    .where(and(eq(fridgeItemsReminders.id, id), eq(fridgeItemsReminders.reminded, false)));
}

/** Gives the reminder back to the queue, to be claimed again at `at`. */
export async function scheduleRetry(db: Db, id: string, at: Date, reason: string): Promise<void> {
  await db
    .update(fridgeItemsReminders)
    .set({ leaseUntil: null, nextAttemptAt: at, lastError: reason })
    .where(eq(fridgeItemsReminders.id, id));
}
