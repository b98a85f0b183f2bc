// GET /api/prizes (open to all; with a session, what the user unlocked and claimed), POST /api/prizes/:id/claim,
// GET /api/coupons (the signed-in user's active, unlocked coupons).
import { Hono } from 'hono';
import type { claimResponse, couponListResponse, prizeListResponse } from '@/shared/responses/rewards';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { integerIdParam } from '../http/params';
import { claimPrize, couponsFor, prizesFor } from './service';

export function rewardRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  return new Hono()
    .get('/prizes', async (c) => {
      const { user, setCookies } = await auth.checkSession(c.req.raw.headers);
      for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
      // What is unlocked depends on the user: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-store');
      return c.json((await prizesFor(db, user?.id ?? null)) satisfies Sent<typeof prizeListResponse>);
    })
    .post('/prizes/:id/claim', async (c) => {
      const user = await requireUser(auth, c);
      const prizeId = integerIdParam(c.req.param('id'));
      const { created, ...claim } = await claimPrize(
        db,
        { id: user.id, isAnonymous: Boolean(user.isAnonymous) },
        prizeId,
      );
      return c.json(claim satisfies Sent<typeof claimResponse>, created ? 201 : 200);
    })
    .get('/coupons', async (c) => {
      const user = await requireUser(auth, c);
      c.header('Cache-Control', 'private, no-store');
      return c.json((await couponsFor(db, user.id)) satisfies Sent<typeof couponListResponse>);
    });
}
