// Points for fridge actions under the daily cap: what an action earns is cut to what is left of the user's
// allowance for the last 24 hours, so no loop of actions pays without end.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { FRIDGE_POINTS_PER_DAY } from '@/shared/points';
import type { Db } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { addPoints, type PointsReason } from './ledger';

/** What counts against the allowance: fridge actions, and a merged guest's fridge actions (merge-allowance.ts). */
const EARNING_REASONS: PointsReason[] = ['item_added', 'item_consumed', 'guest_merged'];
const DAY_MS = 24 * 3600 * 1000;

/**
 * Records up to `points` for a fridge action and returns how many were granted (0 when the day's allowance
 * is spent). Call it inside the action's transaction.
 */
export async function addFridgePoints(
  tx: Db,
  entry: {
    userId: string;
    reason: 'item_added' | 'item_consumed';
    reference: string;
    points: number;
    at: Date;
  },
): Promise<number> {
  // Concurrent actions of one user read the day's total one after the other. NO KEY UPDATE, as the points'
  // own update takes, does not wait for the KEY SHARE lock that inserting the user's item holds.
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${entry.userId} for no key update`);
  const earned = await fridgePointsSince(tx, entry.userId, new Date(entry.at.getTime() - DAY_MS));
  const granted = Math.min(entry.points, Math.max(0, FRIDGE_POINTS_PER_DAY - earned));
  if (granted <= 0) return 0;
  return (await addPoints(tx, { ...entry, points: granted })) ? granted : 0;
}

/** The fridge points the user earned after `since` (what the allowance has spent of its 24 hours). */
export async function fridgePointsSince(tx: Db, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ earned: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        inArray(pointsLedger.reason, EARNING_REASONS),
        gt(pointsLedger.points, 0),
        gt(pointsLedger.createdAt, since),
      ),
    );
  return Number(row?.earned ?? 0);
}

/** The points an earlier entry granted (0 when there was none), e.g. to take an item's add points back. */
export async function grantedFor(
  tx: Db,
  userId: string,
  reason: PointsReason,
  reference: string,
): Promise<number> {
  const [row] = await tx
    .select({ points: pointsLedger.points })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.reason, reason),
        eq(pointsLedger.reference, reference),
      ),
    );
  return row?.points ?? 0;
}
