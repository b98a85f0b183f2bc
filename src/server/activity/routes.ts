// POST /api/rpc/ping: no payload; the browser sends it once a day after sign-in (SPEC §7).
import { Hono } from 'hono';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { isTimeZone } from '@/shared/zoned-time';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { ping } from './ping';

export function activityRoutes(deps: AppDeps, auth: Auth) {
  return new Hono().post('/rpc/ping', async (c) => {
    const user = await requireUser(auth, c);
    // The day is the user's: the browser's zone when it sends a valid one, else the stored one.
    const browser = c.req.header('x-time-zone');
    const stored = (user as { timeZone?: unknown }).timeZone;
    const timeZone =
      browser && isTimeZone(browser)
        ? browser
        : typeof stored === 'string' && isTimeZone(stored)
          ? stored
          : DEFAULT_TIME_ZONE;
    const { awards, ...result } = await ping(deps.database.db, user.id, timeZone);
    return c.json({ ...result, awarded: awards.map((a) => a.code) });
  });
}
