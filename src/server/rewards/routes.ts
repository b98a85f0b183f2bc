// GET /api/prizes (open to all; with a session, what the user unlocked and claimed), POST /api/prizes/:id/claim,
// GET /api/coupons (the signed-in user's active, unlocked coupons).
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { integerIdParam } from '../http/params';
import { claimPrize, couponsFor, prizesFor } from './service';
import { route, routesOf } from '../operation';
import { getCoupons, getPrizes, postPrizesIdClaim } from './contract';

export function rewardRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  return routesOf([
    route(getPrizes, async (c, { reply }) => {
      const { user, setCookies } = await auth.checkSession(c.req.raw.headers);
      for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
      // What is unlocked depends on the user: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-store');
      return reply(200, await prizesFor(db, user?.id ?? null));
    }),
    route(postPrizesIdClaim, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const prizeId = integerIdParam(c.req.param('id') ?? '');
      const { created, ...claim } = await claimPrize(
        db,
        { id: user.id, isAnonymous: Boolean(user.isAnonymous) },
        prizeId,
      );
      return reply(created ? 201 : 200, claim);
    }),
    route(getCoupons, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      c.header('Cache-Control', 'private, no-store');
      return reply(200, await couponsFor(db, user.id));
    }),
  ]);
}
