// GET /api/impact: the signed-in user's impact figures (?scope=household: their household's).
import { impactQuerySchema } from '@/shared/schemas/impact';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { route, routesOf } from '../operation';
import { validateBody } from '../http/validate';
import { getImpact } from './contract';
import { impactOf } from './service';

export function impactRoutes(deps: AppDeps, auth: Auth) {
  return routesOf([
    route(getImpact, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const { scope } = validateBody(impactQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams));
      c.header('Cache-Control', 'no-store');
      return reply(200, await impactOf(deps.database.db, user.id, new Date(), scope));
    }),
  ]);
}
