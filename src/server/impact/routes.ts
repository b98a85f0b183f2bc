// GET /api/impact: the signed-in user's impact figures (?scope=household: their household's).
import { Hono } from 'hono';
import { impactQuerySchema } from '@/shared/schemas/impact';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { validateBody } from '../http/validate';
import { impactOf } from './service';

export function impactRoutes(deps: AppDeps, auth: Auth) {
  return new Hono().get('/impact', async (c) => {
    const user = await requireUser(auth, c);
    const { scope } = validateBody(impactQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams));
    c.header('Cache-Control', 'no-store');
    return c.json(await impactOf(deps.database.db, user.id, new Date(), scope));
  });
}
