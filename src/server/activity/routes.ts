// POST /api/rpc/ping: no payload; the browser sends it once a day after sign-in.
import { rememberZone } from '../users/time-zone';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { route, routesOf } from '../operation';
import { postRpcPing } from './contract';
import { ping } from './ping';

export function activityRoutes(deps: AppDeps, auth: Auth) {
  return routesOf([
    route(postRpcPing, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      // The day is the user's; the daily ping also tells where the user is now, for the reminders.
      const timeZone = await rememberZone(deps.database.db, user, c.req.raw.headers);
      const { awards, ...result } = await ping(deps.database.db, user.id, timeZone);
      return reply(200, { ...result, awarded: awards.map((a) => a.code) });
    }),
  ]);
}
