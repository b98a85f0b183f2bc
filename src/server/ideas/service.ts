// The ideas to use up what is about to go off: what users read (the active ones, in both languages) and the
// best one for a food, which reminders carry. The ranking is shared/use-it-up.ts's.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@/shared/constants';
import type { Sent } from '@/shared/responses/wire';
import type { ideaResponse } from '@/shared/responses/ideas';
import { rankIdeas } from '@/shared/use-it-up';
import type { Db } from '../db/client';
import { foods, ideas } from '../db/schema';
import { HttpError } from '../http/errors';

export type IdeaDto = Sent<typeof ideaResponse>;

/** Every idea offered to users, oldest first. */
export async function activeIdeas(db: Db): Promise<IdeaDto[]> {
  const rows = await db.select().from(ideas).where(eq(ideas.active, true)).orderBy(asc(ideas.id));
  return rows.map((row) => ({
    slug: row.slug,
    foods: row.foods,
    minutes: row.minutes,
    it: { title: row.titleIt, steps: row.stepsIt },
    en: { title: row.titleEn, steps: row.stepsEn },
  }));
}

/** The idea a reminder of one item of `foodSlug` names: the first of the ranking for that item alone. */
export function bestIdeaFor(
  all: readonly IdeaDto[],
  foodSlug: string,
  lang: Language,
): { slug: string; title: string } | undefined {
  const [best] = rankIdeas(
    all.map((idea) => ({ ...idea, title: idea[lang].title })),
    [{ foodSlug, daysLeft: 0 }],
  );
  return best && { slug: best.slug, title: best.title };
}

/** Refuses, as a field error, foods the catalogue does not have. */
export async function checkIdeaFoods(db: Db, slugs: readonly string[] | undefined): Promise<void> {
  if (!slugs || slugs.length === 0) return;
  const known = await db
    .select({ slug: foods.slug })
    .from(foods)
    .where(inArray(foods.slug, [...slugs]));
  if (known.length === new Set(slugs).size) return;
  throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
    { field: 'foods', messageKey: 'validation.ideaFoods' },
  ]);
}
