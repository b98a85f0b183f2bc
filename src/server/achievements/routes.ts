// GET /api/achievements: the signed-in user's achievements, newest first; read-only (awards are the server's).
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { usersAchievements } from '../db/schema';
import { route, routesOf } from '../operation';
import type { Award } from './award';
import { getAchievements } from './contract';

export function achievementRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  return routesOf([
    route(getAchievements, async (c, { reply }) => {
      // A missing user for achievements is 'No user'.
      const user = await requireUser(auth, c, 'errors.achievements.noUser');
      const rows = await db
        .select({
          id: usersAchievements.id,
          achievementCode: usersAchievements.achievementCode,
          achievementData: usersAchievements.achievementData,
          createdAt: usersAchievements.createdAt,
        })
        .from(usersAchievements)
        .where(eq(usersAchievements.userId, user.id))
        .orderBy(desc(usersAchievements.createdAt), desc(usersAchievements.achievementCode));
      // The column is JSON to the database; award.ts is its only writer, with this shape.
      const achievements = rows.map((row) => ({
        ...row,
        achievementData: row.achievementData as Award['achievementData'],
      }));
      return reply(200, achievements);
    }),
  ]);
}
