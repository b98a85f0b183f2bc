// POST /api/rpc/ping: no payload; the browser sends it once a day after sign-in.
import { Hono } from 'hono';
import type { pingResponse } from '@/shared/responses/activity';
import type { Sent } from '@/shared/responses/wire';
import { rememberZone } from '../users/time-zone';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { ping } from './ping';

export function activityRoutes(deps: AppDeps, auth: Auth) {
  return new Hono().post('/rpc/ping', async (c) => {
    const user = await requireUser(auth, c);
    // The day is the user's; the daily ping also tells where the user is now, for the reminders.
    const timeZone = await rememberZone(deps.database.db, user, c.req.raw.headers);
    const { awards, ...result } = await ping(deps.database.db, user.id, timeZone);
    return c.json({ ...result, awarded: awards.map((a) => a.code) } satisfies Sent<typeof pingResponse>);
  });
}
