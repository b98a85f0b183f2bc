// Reading the food catalogue through the shared list-query layer.
import { asc } from 'drizzle-orm';
import { FOOD_TYPES } from '@/shared/food-catalogue';
import { FOODS_FETCH_LIMIT } from '@/shared/constants';
import type { Db } from '../db/client';
import { foods } from '../db/schema';
import type { ListQuery, ListSpec } from '../query/build';
import { listRows } from '../query/list';
import { publicUrl } from '../storage/storage';

export const foodListSpec: ListSpec = {
  columns: {
    id: { column: foods.id, kind: 'int' },
    name: { column: foods.name, kind: 'text' },
    type: { column: foods.type, kind: 'text', values: FOOD_TYPES },
    slug: { column: foods.slug, kind: 'text' },
    image_path: { column: foods.imagePath, kind: 'text' },
    expires_with_bag_days: { column: foods.expiresWithBagDays, kind: 'int' },
    expires_without_bag_days: { column: foods.expiresWithoutBagDays, kind: 'int' },
    created_at: { column: foods.createdAt, kind: 'timestamp' },
  },
  defaultOrder: [asc(foods.id)],
  // The foods list is fetched whole, up to 1000.
  defaultLimit: FOODS_FETCH_LIMIT,
  maxLimit: FOODS_FETCH_LIMIT,
};

export type FoodRow = typeof foods.$inferSelect;

/** What the API shows of a food; its timestamps stay inside. */
export function toFoodDto(
  row: Pick<
    FoodRow,
    'id' | 'name' | 'type' | 'slug' | 'imagePath' | 'expiresWithBagDays' | 'expiresWithoutBagDays'
  >,
) {
  return {
    id: row.id,
    name: row.name,
    type: row.type as (typeof FOOD_TYPES)[number],
    slug: row.slug,
    imagePath: publicUrl(row.imagePath),
    expiresWithBagDays: row.expiresWithBagDays,
    expiresWithoutBagDays: row.expiresWithoutBagDays,
  };
}

export type FoodDto = ReturnType<typeof toFoodDto>;

export async function listFoods(db: Db, query: ListQuery): Promise<{ rows: FoodDto[]; total: number }> {
  const { rows, total } = await listRows(db, foods, query);
  return { rows: rows.map(toFoodDto), total };
}
