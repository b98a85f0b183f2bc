// Awards achievements inside the transaction of the action that earns them: each at most once
// per user (unique (user, code)), its points through the ledger. Counts are read again at every action and
// every milestone reached is awarded, so one missed by two concurrent actions is caught by the next one.
import { eq, sql } from 'drizzle-orm';
import { achievementByCode, reachedCodes } from '@/shared/achievements';
import { CONSUME_MIN_HOURS } from '@/shared/points';
import type { Db } from '../db/client';
import { rowsOf } from '../db/client';
import { usersAchievements } from '../db/schema';
import { notifyUser } from '../events/hub';
import { addPoints } from '../points/ledger';

export interface Award {
  code: string;
  points: number;
  achievementData: { milestone: number; item_slug?: string };
}

/** Inserts the codes the user does not have yet, with their points; returns the new ones. */
export async function award(tx: Db, userId: string, codes: string[]): Promise<Award[]> {
  const awarded: Award[] = [];
  for (const code of codes) {
    const achievement = achievementByCode(code);
    if (!achievement) continue;
    const achievementData = {
      milestone: achievement.milestone,
      ...(achievement.itemSlug ? { item_slug: achievement.itemSlug } : {}),
    };
    const inserted = await tx
      .insert(usersAchievements)
      .values({ userId, achievementCode: code, achievementData })
      .onConflictDoNothing()
      .returning({ id: usersAchievements.id });
    if (inserted.length === 0) continue;
    await addPoints(tx, { userId, reason: 'achievement', reference: code, points: achievement.points });
    await notifyUser(tx, userId, { type: 'achievement', code, points: achievement.points });
    awarded.push({ code, points: achievement.points, achievementData });
  }
  return awarded;
}

interface ItemCounts {
  stored_ever: number;
  stored_now: number;
  consumed_on_time: number;
  fruits: number;
  vegetables: number;
  bag_s: boolean;
  bag_m: boolean;
  bag_l: boolean;
}

/**
 * After an item is added, consumed or discarded: first bag of a size, bags used (items kept, whatever their
 * state; deleted ones do not count), different fruits and vegetables, items stored at once, items eaten on
 * time (kept at least CONSUME_MIN_HOURS, as for their points), and the first time each of `addedFoodSlugs` was stored.
 */
export async function awardForItems(tx: Db, userId: string, addedFoodSlugs: string[] = []): Promise<Award[]> {
  const [counts] = rowsOf<ItemCounts>(
    await tx.execute(sql`
      select count(*)::int as stored_ever,
        (count(*) filter (where i.state = 'stored'))::int as stored_now,
        (count(*) filter (where i.state = 'consumed' and i.state_changed_at <= i.end_datetime
          and i.state_changed_at >= i.created_at + make_interval(hours => ${CONSUME_MIN_HOURS})))::int
          as consumed_on_time,
        (count(distinct i.food_id) filter (where f.type = 'fruit'))::int as fruits,
        (count(distinct i.food_id) filter (where f.type = 'vegetable'))::int as vegetables,
        coalesce(bool_or(i.bag_size = 'S'), false) as bag_s,
        coalesce(bool_or(i.bag_size = 'M'), false) as bag_m,
        coalesce(bool_or(i.bag_size = 'L'), false) as bag_l
      from fridge_items i join foods f on f.id = i.food_id
      where i.user_id = ${userId}`),
  );
  if (!counts) return [];
  const codes = [
    ...(counts.bag_s ? ['first_bag_S.1'] : []),
    ...(counts.bag_m ? ['first_bag_M.1'] : []),
    ...(counts.bag_l ? ['first_bag_L.1'] : []),
    ...reachedCodes('bags_used', counts.stored_ever),
    ...reachedCodes('new_fruit_added', counts.fruits),
    ...reachedCodes('new_vegetable_added', counts.vegetables),
    ...reachedCodes('concurrent_bags', counts.stored_now),
    ...reachedCodes('food_consumed', counts.consumed_on_time),
    ...addedFoodSlugs.map((slug) => `new_food_added.1.${slug}`),
  ];
  const owned = new Set(
    (
      await tx
        .select({ code: usersAchievements.achievementCode })
        .from(usersAchievements)
        .where(eq(usersAchievements.userId, userId))
    ).map((row) => row.code),
  );
  return award(
    tx,
    userId,
    codes.filter((code) => !owned.has(code)),
  );
}
