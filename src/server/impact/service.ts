// What the user's fridge saved and wasted: the weight, value and emissions of food eaten in time, eaten late
// and thrown away, by week and month in the user's zone. Weights come from the food's typical bag weights,
// values and emissions from its price and CO2e per kilo (docs/product.md#impact).
import { eq, sql } from 'drizzle-orm';
import { DISCARD_REASONS, type DiscardReason } from '@/shared/constants';
import {
  EU_WASTE_KG_PER_PERSON_WEEK,
  IMPACT_MONTHS,
  IMPACT_WEEKS,
  ITALY_WASTE_KG_PER_PERSON_WEEK,
} from '@/shared/impact';
import type { Impact, ImpactFigures } from '@/shared/responses/impact';
import type { ImpactScope } from '@/shared/schemas/impact';
import { rowsOf, type Db } from '../db/client';
import { householdMembers, households, users } from '../db/schema';
import { HttpError } from '../http/errors';

export type Outcome = 'eatenInTime' | 'eatenLate' | 'wasted';

const kg = (grams: number) => Math.round(grams) / 1000;

/**
 * The impact of the items `userId` added (`me`), or of every item of their household's fridge (`household`),
 * whose waste per week is then shared by its members.
 */
export async function impactOf(
  db: Db,
  userId: string,
  now = new Date(),
  scope: ImpactScope = 'me',
): Promise<Impact> {
  const [user] = await db
    .select({
      zone: users.timeZone,
      householdId: householdMembers.householdId,
      householdName: households.name,
      people: sql<number>`(select count(*)::int from household_members m
        where m.household_id = ${householdMembers.householdId})`,
    })
    .from(users)
    .leftJoin(householdMembers, eq(householdMembers.userId, users.id))
    .leftJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'not_found', 'errors.notFound');
  const household = user.householdId ? { name: user.householdName!, people: user.people } : null;
  if (scope === 'household' && !user.householdId) {
    throw new HttpError(409, 'no_household', 'errors.household.none');
  }
  const zone = user.zone;
  const shared = scope === 'household';
  const rows = await closedItemsOf(db, shared ? { householdId: user.householdId! } : { userId }, zone);
  const people = shared ? user.people : 1;
  const [current] = rowsOf<{ week: string; month: string }>(
    await db.execute(sql`select
      to_char(date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone}), 'YYYY-MM-DD') as week,
      to_char(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone}), 'YYYY-MM') as month`),
  );

  const totals: Record<Outcome, { items: number; grams: number; cents: number; co2eGrams: number }> = {
    eatenInTime: { items: 0, grams: 0, cents: 0, co2eGrams: 0 },
    eatenLate: { items: 0, grams: 0, cents: 0, co2eGrams: 0 },
    wasted: { items: 0, grams: 0, cents: 0, co2eGrams: 0 },
  };
  const weeks = new Map(lastWeeks(current!.week).map((start) => [start, { eaten: 0, wasted: 0 }]));
  const months = new Map(lastMonths(current!.month).map((start) => [start, { eaten: 0, wasted: 0 }]));
  const wastedFoods = new Map<string, { slug: string; name: string; grams: number; items: number }>();
  const reasons = new Map<DiscardReason, number>();
  for (const row of rows) {
    const total = totals[row.outcome];
    total.items += 1;
    total.grams += row.grams;
    total.cents += (row.grams / 1000) * row.cents_per_kg;
    total.co2eGrams += (row.grams / 1000) * row.co2e_per_kg;
    const side = row.outcome === 'wasted' ? 'wasted' : 'eaten';
    const week = weeks.get(row.week);
    if (week) week[side] += row.grams;
    const month = months.get(row.month);
    if (month) month[side] += row.grams;
    if (row.outcome === 'wasted') {
      const food = wastedFoods.get(row.slug) ?? { slug: row.slug, name: row.name, grams: 0, items: 0 };
      food.grams += row.grams;
      food.items += 1;
      wastedFoods.set(row.slug, food);
      if (row.reason) reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + 1);
    }
  }
  const figures = (t: (typeof totals)[Outcome]): ImpactFigures => ({
    items: t.items,
    kg: kg(t.grams),
    euro: Math.round(t.cents) / 100,
    co2eKg: kg(t.co2eGrams),
  });
  const closedItems = totals.eatenInTime.items + totals.eatenLate.items + totals.wasted.items;
  const wastedInWeeks = [...weeks.values()].reduce((sum, w) => sum + w.wasted, 0);
  return {
    scope,
    household,
    totals: {
      eatenInTime: figures(totals.eatenInTime),
      eatenLate: figures(totals.eatenLate),
      wasted: figures(totals.wasted),
    },
    rescueRate: closedItems === 0 ? null : Math.round((totals.eatenInTime.items / closedItems) * 1000) / 1000,
    weeks: [...weeks].map(([start, w]) => ({ start, eatenKg: kg(w.eaten), wastedKg: kg(w.wasted) })),
    months: [...months].map(([start, m]) => ({ start, eatenKg: kg(m.eaten), wastedKg: kg(m.wasted) })),
    wastedKgPerWeek: kg(wastedInWeeks / IMPACT_WEEKS / people),
    mostWasted: [...wastedFoods.values()]
      .sort((a, b) => b.grams - a.grams || b.items - a.items || a.slug.localeCompare(b.slug))
      .slice(0, 3)
      .map((f) => ({ slug: f.slug, name: f.name, kg: kg(f.grams), items: f.items })),
    // Why food was thrown away, where the user said: the most frequent first.
    discardReasons: [...reasons]
      .sort((a, b) => b[1] - a[1] || DISCARD_REASONS.indexOf(a[0]) - DISCARD_REASONS.indexOf(b[0]))
      .map(([reason, items]) => ({ reason, items })),
    yardsticks: { italyKgPerWeek: ITALY_WASTE_KG_PER_PERSON_WEEK, euKgPerWeek: EU_WASTE_KG_PER_PERSON_WEEK },
  };
}

/** One closed item of a user, as the impact figures count it. */
export interface ClosedItem {
  outcome: Outcome;
  slug: string;
  name: string;
  reason: DiscardReason | null;
  grams: number;
  cents_per_kg: number;
  co2e_per_kg: number;
  /** The week's Monday (YYYY-MM-DD) and the month (YYYY-MM) it was closed in, in `zone`. */
  week: string;
  month: string;
}

/**
 * Every closed item the user added, or of a household's fridge: its outcome, grams, cents and grams of CO2e
 * per kilo, its week and month.
 */
export async function closedItemsOf(
  db: Db,
  whose: { userId: string } | { householdId: string },
  zone: string,
): Promise<ClosedItem[]> {
  const owned =
    'userId' in whose ? sql`i.user_id = ${whose.userId}` : sql`i.household_id = ${whose.householdId}`;
  const closed = sql`
    select case when i.state = 'discarded' then 'wasted'
                when i.state_changed_at <= i.end_datetime then 'eatenInTime'
                else 'eatenLate' end as outcome,
           f.slug, f.name, i.discard_reason as reason,
           coalesce(case i.bag_size when 'S' then f.weight_s_grams when 'M' then f.weight_m_grams
                                    else f.weight_l_grams end, 0)::float8 as grams,
           coalesce(f.price_cents_per_kg, 0)::float8 as cents_per_kg,
           coalesce(f.co2e_grams_per_kg, 0)::float8 as co2e_per_kg,
           to_char(date_trunc('week', i.state_changed_at at time zone ${zone}), 'YYYY-MM-DD') as week,
           to_char(date_trunc('month', i.state_changed_at at time zone ${zone}), 'YYYY-MM') as month
    from fridge_items i join foods f on f.id = i.food_id
    where ${owned} and i.state in ('consumed', 'discarded') and i.state_changed_at is not null`;
  return rowsOf<ClosedItem>(await db.execute(closed));
}

/** The week starts (Mondays, "YYYY-MM-DD") of the charted weeks, oldest first, ending with `current`. */
export function lastWeeks(current: string, count = IMPACT_WEEKS): string[] {
  const end = Date.parse(`${current}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The charted months ("YYYY-MM"), oldest first, ending with `current`. */
export function lastMonths(current: string, count = IMPACT_MONTHS): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
