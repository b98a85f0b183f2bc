// GET /api/impact: the signed-in user's impact figures.
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { impactOf } from './service';

export function impactRoutes(deps: AppDeps, auth: Auth) {
  return new Hono().get('/impact', async (c) => {
    const user = await requireUser(auth, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await impactOf(deps.database.db, user.id));
  });
}
