// The user's own shelf lives, learned from what they reported after items left the fridge (still good, or
// gone off: a "still good? no", or thrown away because it went off). Reports closed before the user had a
// food's learning reset do not count.
import { eq, sql } from 'drizzle-orm';
import { LEARN_FROM_LAST, learnedShelfLife, type ShelfLifeReport } from '@/shared/shelf-life';
import type { ShelfLife } from '@/shared/responses/fridge';
import { rowsOf, type Db } from '../db/client';
import { foods, shelfLifeResets } from '../db/schema';

const DAY_MS = 24 * 3600 * 1000;

interface ReportRow {
  food_id: number;
  slug: string;
  name: string;
  catalogue_days: number | null;
  lasted_ms: number;
  still_good: boolean;
}

/** The latest LEARN_FROM_LAST reports of each food (or of one), newest first. */
async function reportsOf(db: Db, userId: string, foodId?: number): Promise<ReportRow[]> {
  const ofFood = foodId === undefined ? sql`` : sql`and i.food_id = ${foodId}`;
  return rowsOf<ReportRow>(
    await db.execute(sql`
      select food_id, slug, name, catalogue_days, lasted_ms, still_good from (
        select i.food_id, f.slug, f.name, f.expires_with_bag_days as catalogue_days,
               (extract(epoch from i.state_changed_at - i.start_datetime) * 1000)::float8 as lasted_ms,
               coalesce(i.still_good, false) as still_good,
               row_number() over (partition by i.food_id order by i.state_changed_at desc, i.id) as n
        from fridge_items i
        join foods f on f.id = i.food_id
        left join shelf_life_resets r on r.user_id = i.user_id and r.food_id = i.food_id
        where i.user_id = ${userId} ${ofFood}
          and i.state <> 'stored' and i.state_changed_at is not null
          and (i.still_good is not null or i.discard_reason = 'went_off')
          and (r.reset_at is null or i.state_changed_at > r.reset_at)
      ) latest
      where n <= ${LEARN_FROM_LAST}
      order by food_id, n`),
  );
}

const toReport = (row: ReportRow): ShelfLifeReport => ({
  days: Math.floor(row.lasted_ms / DAY_MS),
  stillGood: row.still_good,
});

/** The user's shelf life for one food, or null where the catalogue's stands. */
export async function learnedShelfLifeOf(db: Db, userId: string, foodId: number, catalogueDays: number) {
  const rows = await reportsOf(db, userId, foodId);
  return learnedShelfLife(catalogueDays, rows.map(toReport));
}

/** Every food whose shelf life the user's reports have moved. */
export async function shelfLivesOf(db: Db, userId: string): Promise<ShelfLife[]> {
  const byFood = new Map<number, ReportRow[]>();
  for (const row of await reportsOf(db, userId))
    byFood.set(row.food_id, [...(byFood.get(row.food_id) ?? []), row]);
  return [...byFood].flatMap(([foodId, rows]) => {
    const catalogueDays = rows[0]!.catalogue_days ?? 0;
    const learned = learnedShelfLife(catalogueDays, rows.map(toReport));
    const { slug, name } = rows[0]!;
    return learned ? [{ foodId, slug, name, catalogueDays, ...learned }] : [];
  });
}

/** Forget what a food's shelf life learned (or every food's): the catalogue's stands again. */
export async function resetShelfLife(
  db: Db,
  userId: string,
  foodId?: number,
  now = new Date(),
): Promise<void> {
  const ids =
    foodId === undefined
      ? (await db.select({ id: foods.id }).from(foods)).map((f) => f.id)
      : (await db.select({ id: foods.id }).from(foods).where(eq(foods.id, foodId))).map((f) => f.id);
  if (ids.length === 0) return;
  await db
    .insert(shelfLifeResets)
    .values(ids.map((id) => ({ userId, foodId: id, resetAt: now })))
    .onConflictDoUpdate({
      target: [shelfLifeResets.userId, shelfLifeResets.foodId],
      set: { resetAt: now },
    });
}
