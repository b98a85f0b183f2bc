// Seeds the food catalogue and its pictures; safe to run at every start (existing rows are kept as edited).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FOOD_CATALOGUE, FOOD_FIGURES, foodImagePath } from '@/shared/food-catalogue';
import { PUBLIC_BUCKET } from '@/shared/constants';
import { foodImagesDir } from '../paths';
import type { Storage } from '../storage/storage';
import type { Db } from '../db/client';
import { foods } from '../db/schema';
import { and, eq, isNull } from 'drizzle-orm';

export async function seedFoods(db: Db, storage: Storage): Promise<{ inserted: number }> {
  for (const food of FOOD_CATALOGUE) {
    const objectPath = foodImagePath(food.slug).slice(PUBLIC_BUCKET.length + 1);
    if (!(await storage.exists(PUBLIC_BUCKET, objectPath))) {
      const data = await readFile(join(foodImagesDir, `${food.slug}.svg`));
      await storage.put(PUBLIC_BUCKET, objectPath, { data, contentType: 'image/svg+xml' });
    }
  }
  const rows = FOOD_CATALOGUE.map((f) => ({
    name: f.name,
    type: f.type,
    slug: f.slug,
    imagePath: foodImagePath(f.slug),
    expiresWithBagDays: f.expiresWithBagDays,
    expiresWithoutBagDays: f.expiresWithoutBagDays,
    ...impactFigures(f.slug),
  }));
  // Admins may edit the figures: a food already present is left as it is.
  const inserted = await db
    .insert(foods)
    .values(rows)
    .onConflictDoNothing({ target: foods.slug })
    .returning();
  // Foods from before the impact figures existed get them once; figures an admin set are kept.
  for (const f of FOOD_CATALOGUE) {
    await db
      .update(foods)
      .set(impactFigures(f.slug))
      .where(and(eq(foods.slug, f.slug), isNull(foods.weightMGrams)));
  }
  return { inserted: inserted.length };
}

function impactFigures(slug: string) {
  const figures = FOOD_FIGURES[slug];
  if (!figures) return {};
  const [s, m, l] = figures.bagGrams;
  return {
    weightSGrams: s,
    weightMGrams: m,
    weightLGrams: l,
    priceCentsPerKg: Math.round(figures.euroPerKg * 100),
    co2eGramsPerKg: Math.round(figures.co2ePerKg * 1000),
  };
}
