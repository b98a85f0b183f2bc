// The points ledger: each change of a user's points is one row, never counted twice; users.points is its sum.
import { eq, sql } from 'drizzle-orm';
import { levelFor } from '@/shared/levels';
import type { Db } from '../db/client';
import { pointsLedger, users } from '../db/schema';

export type PointsReason =
  | 'signup'
  | 'item_added'
  | 'item_added_revoked'
  | 'item_consumed'
  | 'achievement'
  /** A guest's fridge points, brought into the account it signed in to (accounts/merge-allowance.ts). */
  | 'guest_merged';

export interface PointsEntry {
  userId: string;
  reason: PointsReason;
  /** What the points are for (an item id, an achievement code); empty for once-only reasons. */
  reference?: string;
  points: number;
  /** When the points were earned; the database's clock when absent. */
  at?: Date;
}

/**
 * Records the entry and updates the user's points and level, unless the same (user, reason, reference)
 * was recorded before. Call it inside the transaction of the action that earns the points.
 * Returns whether the entry was new.
 */
export async function addPoints(tx: Db, entry: PointsEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      reason: entry.reason,
      reference: entry.reference ?? '',
      points: entry.points,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return false;
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${entry.points}` })
    .where(eq(users.id, entry.userId))
    .returning({ points: users.points });
  if (row)
    await tx
      .update(users)
      .set({ level: levelFor(row.points) })
      .where(eq(users.id, entry.userId));
  return true;
}
