// When a guest signs up or signs in as someone else, everything the guest recorded moves to that account.
import { eq, sql } from 'drizzle-orm';
import { levelFor } from '@/shared/levels';
import { awardForItems } from '../achievements/award';
import { rowsOf, type Db } from '../db/client';
import { foods, fridgeItems, pushSubscriptions, users } from '../db/schema';

/**
 * Moves items, achievements, points, phone subscriptions and stored answers to queued changes from `guestId` to `userId` in one transaction,
 * then awards what the two together have earned (e.g. three fruits of the guest's and two of the account's
 * make five different fruits), as the next fridge action would.
 */
export async function mergeGuestInto(db: Db, guestId: string, userId: string): Promise<void> {
  if (guestId === userId) return;
  await db.transaction(async (tx) => {
    await tx.update(fridgeItems).set({ userId }).where(eq(fridgeItems.userId, guestId));
    // The device the guest turned notifications on for is the account's device now.
    await tx.update(pushSubscriptions).set({ userId }).where(eq(pushSubscriptions.userId, guestId));
    // An achievement or ledger entry the account already has stays as it is; the guest's copy goes.
    await tx.execute(sql`
      update users_achievements set user_id = ${userId}
      where user_id = ${guestId}
        and achievement_code not in (select achievement_code from users_achievements where user_id = ${userId})`);
    // Changes the guest's phone queued and sent once keep their answers: sent again, they are not redone.
    await tx.execute(sql`
      update idempotency_keys g set user_id = ${userId}
      where g.user_id = ${guestId}
        and not exists (select 1 from idempotency_keys a where a.user_id = ${userId} and a.key = g.key)`);
    await tx.execute(sql`
      update points_ledger g set user_id = ${userId}
      where g.user_id = ${guestId}
        and not exists (select 1 from points_ledger a
                        where a.user_id = ${userId} and a.reason = g.reason and a.reference = g.reference)`);
    const [row] = rowsOf<{ total: string }>(
      await tx.execute(
        sql`select coalesce(sum(points), 0) as total from points_ledger where user_id = ${userId}`,
      ),
    );
    const points = Math.max(0, Number(row?.total ?? 0));
    await tx
      .update(users)
      .set({ points, level: levelFor(points) })
      .where(eq(users.id, userId));
    const stored = await tx
      .selectDistinct({ slug: foods.slug })
      .from(fridgeItems)
      .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
      .where(eq(fridgeItems.userId, userId));
    await awardForItems(
      tx,
      userId,
      stored.map((f) => f.slug),
    );
  });
}
