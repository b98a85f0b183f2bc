// The e-mail of the day: a member e-mailed now also hears of what falls due later on their day, so that a
// household whose members chose different hours still sends each of them one e-mail a day. Those reminders
// are leased while the e-mail is sent (queue.ts leases the due ones the same way).
import { and, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { fridgeItemsReminders, reminderDeliveries } from '../db/schema';

/**
 * The reminders of each user's fridge that fall due later on the user's day (before `until`), not yet sent
 * nor claimed by anyone: the day's e-mail names them too, so that a member whose household's reminders come
 * at several hours still gets one e-mail a day. They are leased like a claim (without counting an attempt),
 * so that none falls due and goes out again while that e-mail is being sent; `release` gives them back.
 */
export async function leaseLaterToday(
  db: Db,
  days: { userId: string; until: Date }[],
  now: Date,
  leaseMs: number,
): Promise<{ reminderId: string; userId: string; leaseUntil: Date }[]> {
  if (days.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const wanted = JSON.stringify(days.map((d) => ({ user_id: d.userId, until: d.until.toISOString() })));
  const result = await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as v(user_id text, until timestamptz)
    ), later as (
      select r.id, v.user_id from v
      left join household_members m on m.user_id = v.user_id
      join fridge_items i on i.household_id = m.household_id
        or (m.household_id is null and i.household_id is null and i.user_id = v.user_id)
      join fridge_items_reminders r on r.fridge_item_id = i.id
      where i.state = 'stored' and r.reminded = false
        and r.reminder_datetime > ${at} and r.reminder_datetime < v.until
        and (r.lease_until is null or r.lease_until <= ${at})
    ), leased as (
      update fridge_items_reminders set lease_until = ${leaseUntil}::timestamptz
      where id in (select id from later) and reminded = false
        and (lease_until is null or lease_until <= ${at})
      returning id
    )
    select later.id as reminder_id, later.user_id from later join leased on leased.id = later.id`);
  return rowsOf<{ reminder_id: string; user_id: string }>(result).map((row) => ({
    reminderId: row.reminder_id,
    userId: row.user_id,
    leaseUntil: new Date(leaseUntil),
  }));
}

/**
 * Gives reminders leased by `leaseLaterToday` back, to fall due at their own moment: only those still under
 * that very lease (one that ran out and was claimed by another dispatcher is theirs).
 */
export async function release(db: Db, ids: string[], leaseUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(fridgeItemsReminders)
    .set({ leaseUntil: null })
    .where(
      and(
        inArray(fridgeItemsReminders.id, ids),
        eq(fridgeItemsReminders.reminded, false),
        eq(fridgeItemsReminders.leaseUntil, leaseUntil),
      ),
    );
}

/**
 * When each of these users last had a reminder e-mail in the 26 hours (any zone's day so far) before
 * `before`: a member already e-mailed on their day hears of what falls due later on their devices, and by
 * e-mail the next day (members-day.ts).
 */
export async function lastEmailed(db: Db, userIds: string[], before: Date): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: reminderDeliveries.target, at: max(reminderDeliveries.createdAt) })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.channel, 'email'),
        inArray(reminderDeliveries.target, userIds),
        gte(reminderDeliveries.createdAt, new Date(before.getTime() - 26 * 3_600_000)),
        lt(reminderDeliveries.createdAt, before),
      ),
    )
    .groupBy(reminderDeliveries.target);
  return new Map(rows.flatMap((row) => (row.at ? [[row.userId, row.at] as const] : [])));
}
