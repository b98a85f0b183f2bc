// The profile's figures, the signed-in user's own: the podium of the 3 foods stored most
// often, items per bag size and how many are in use, and fruit versus vegetable items. Deleted items do
// not count; consumed and discarded ones do.
import { count, desc, eq, sql } from 'drizzle-orm';
import { BAG_SIZES } from '@/shared/constants';
import type { bagsSummaryResponse } from '@/shared/responses/activity';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { foods, fridgeItems } from '../db/schema';
import { route, routesOf } from '../operation';
import { publicUrl } from '../storage/storage';

import { getStatsBags, getStatsFoodTypes, getStatsPodium } from './contract';

const PODIUM_PLACES = 3;

export function statsRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  return routesOf([
    route(getStatsPodium, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const rows = await db
        .select({
          slug: foods.slug,
          name: foods.name,
          imagePath: foods.imagePath,
          count: count(),
        })
        .from(fridgeItems)
        .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
        .where(eq(fridgeItems.userId, user.id))
        .groupBy(foods.id)
        // Ties go to the food stored most recently.
        .orderBy(desc(count()), desc(sql`max(${fridgeItems.createdAt})`), foods.slug)
        .limit(PODIUM_PLACES);
      const podium = rows.map((r) => ({
        slug: r.slug,
        name: r.name,
        imagePath: publicUrl(r.imagePath),
        count: r.count,
      }));
      return reply(200, podium);
    }),
    route(getStatsBags, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const rows = await db
        .select({
          bagSize: fridgeItems.bagSize,
          total: count(),
          inUse: sql<number>`(count(*) filter (where ${fridgeItems.state} = 'stored'))::int`,
        })
        .from(fridgeItems)
        .where(eq(fridgeItems.userId, user.id))
        .groupBy(fridgeItems.bagSize);
      const bySize = new Map(rows.map((r) => [r.bagSize, r]));
      const summary = Object.fromEntries(
        BAG_SIZES.map((size) => [
          size,
          { total: Number(bySize.get(size)?.total ?? 0), inUse: Number(bySize.get(size)?.inUse ?? 0) },
        ]),
      ) as Sent<typeof bagsSummaryResponse>;
      return reply(200, summary);
    }),
    route(getStatsFoodTypes, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const rows = await db
        .select({ type: foods.type, total: count() })
        .from(fridgeItems)
        .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
        .where(eq(fridgeItems.userId, user.id))
        .groupBy(foods.type);
      const total = (type: string) => Number(rows.find((r) => r.type === type)?.total ?? 0);
      return reply(200, { fruit: total('fruit'), vegetable: total('vegetable') });
    }),
  ]);
}
