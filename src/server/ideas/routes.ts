// GET /api/ideas: every active idea; the same for everyone, so a shared cache may keep it for a while.
import type { AppDeps } from '../app-deps';
import { route, routesOf } from '../operation';
import { getIdeas } from './contract';
import { activeIdeas } from './service';

/** How long a copy may be used without asking again: an admin's change reaches everyone within it. */
const MAX_AGE_SECONDS = 600;

export function ideasRoutes({ database }: AppDeps) {
  return routesOf([
    route(getIdeas, async (c, { reply }) => {
      c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return reply(200, await activeIdeas(database.db));
    }),
  ]);
}
