// Points for fridge actions under the daily cap: what an action earns is cut to what is left of the user's
// allowance for the last 24 hours, so no loop of actions pays without end.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { FRIDGE_POINTS_PER_DAY } from '@/shared/points';
import type { Db } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { addPoints, type PointsReason } from './ledger';

const EARNING_REASONS: PointsReason[] = ['item_added', 'item_consumed'];
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
  const [row] = await tx
    .select({ earned: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, entry.userId),
        inArray(pointsLedger.reason, EARNING_REASONS),
        gt(pointsLedger.points, 0),
        gt(pointsLedger.createdAt, new Date(entry.at.getTime() - DAY_MS)),
      ),
    );
  const granted = Math.min(entry.points, Math.max(0, FRIDGE_POINTS_PER_DAY - Number(row?.earned ?? 0)));
  if (granted <= 0) return 0;
  return (await addPoints(tx, { ...entry, points: granted })) ? granted : 0;
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
