// Seeds the ideas written for the catalogue (shared/ideas-catalogue.ts) once per database: afterwards they are
// the admins', so an idea they delete or change is not brought back at the next start.
import { sql } from 'drizzle-orm';
import { IDEAS } from '@/shared/ideas-catalogue';
import type { Db } from '../db/client';
import { ideas, seedRuns } from '../db/schema';

const SEED_NAME = 'ideas-v1';

/** Adds the catalogue's ideas unless they were seeded before on this database; returns how many it added. */
export async function seedIdeas(db: Db): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the run recorded.
    await tx.execute(sql`lock table ${seedRuns} in exclusive mode`);
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return { inserted: 0 };
    const added = await tx
      .insert(ideas)
      .values(
        IDEAS.map((idea) => ({
          slug: idea.slug,
          foods: idea.foods,
          minutes: idea.minutes,
          titleIt: idea.it.title,
          titleEn: idea.en.title,
          stepsIt: idea.it.steps,
          stepsEn: idea.en.steps,
        })),
      )
      .onConflictDoNothing({ target: ideas.slug })
      .returning({ id: ideas.id });
    return { inserted: added.length };
  });
}
