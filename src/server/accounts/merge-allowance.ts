// What a guest's fridge earned, brought into the account it signs in to as if the account had earned it at
// that moment: within the account's daily allowance of fridge points, and counted among its changes of the
// day. Otherwise guests made one after another and merged into one account would farm points without limit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { FRIDGE_POINTS_PER_DAY } from '@/shared/points';
import { rowsOf, type Db } from '../db/client';
import { pointsLedger } from '../db/schema';
import { addPoints } from '../points/ledger';
import { fridgePointsSince } from '../points/fridge-points';
import { FRIDGE_DAY_KEY } from '../fridge/change-limits';

/** The guest's ledger rows that come from fridge actions; the rest (achievements) merge as they are. */
const GUEST_FRIDGE_REASONS = ['item_added', 'item_added_revoked', 'item_consumed'] as const;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Replaces the guest's fridge points by one `guest_merged` entry of the account, dated `now`: what the guest
 * earned (net of what deletions took back), cut to what is left of the account's allowance for the last 24
 * hours. Adds the guest's changes of the day to the account's. Call it in the merge's transaction, before the
 * guest's rows move. Returns the points carried.
 */
export async function carryGuestEarnings(
  tx: Db,
  guestId: string,
  userId: string,
  now: Date,
): Promise<number> {
  // The account's fridge actions read and spend the allowance one after another (fridge-points.ts).
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const dropped = await tx
    .delete(pointsLedger)
    .where(and(eq(pointsLedger.userId, guestId), inArray(pointsLedger.reason, [...GUEST_FRIDGE_REASONS])))
    .returning({ points: pointsLedger.points });
  const earned = Math.max(
    0,
    dropped.reduce((sum, row) => sum + row.points, 0),
  );
  const spent = await fridgePointsSince(tx, userId, new Date(now.getTime() - DAY_MS));
  const carried = Math.min(earned, Math.max(0, FRIDGE_POINTS_PER_DAY - spent));
  // Recorded even when nothing is carried: the prize review counts the guests an account took in.
  await addPoints(tx, { userId, reason: 'guest_merged', reference: guestId, points: carried, at: now });
  await addDaysChanges(tx, guestId, userId, now);
  return carried;
}

/** The guest's changes counted in its day window join the account's (a window begun now when it has none). */
async function addDaysChanges(tx: Db, guestId: string, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [guest] = rowsOf<{ count: number }>(
    await tx.execute(sql`select count from rate_limits
      where key = ${FRIDGE_DAY_KEY(guestId)} and window_started_at > ${since}`),
  );
  if (!guest || guest.count <= 0) return;
  await tx.execute(sql`
    insert into rate_limits (key, count, window_started_at) values (${FRIDGE_DAY_KEY(userId)}, ${guest.count}, ${now})
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= ${since} then ${guest.count}
        else rate_limits.count + ${guest.count} end,
      window_started_at = case when rate_limits.window_started_at <= ${since} then ${now}
        else rate_limits.window_started_at end`);
}
