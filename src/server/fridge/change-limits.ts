// How many changes a user may make to the fridge: a minute's and a day's worth, then 429 with Retry-After.
import type { Context } from 'hono';
import { FRIDGE_WRITES } from '@/shared/points';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consume } from '../security/rate-limit';

/** The counter of a user's changes of the day (a guest's join the account's when it signs in). */
export const FRIDGE_DAY_KEY = (userId: string) => `fridge-write-day:${userId}`;

/** Counts `changes` changes (a shopping trip counts each item it adds) against the user's limits. */
export async function limitChanges(c: Context, db: Db, userId: string, changes = 1): Promise<void> {
  const perMinute = await consume(
    db,
    `fridge-write-minute:${userId}`,
    { max: FRIDGE_WRITES.perMinute, windowSeconds: 60 },
    undefined,
    changes,
  );
  const perDay = perMinute.allowed
    ? await consume(
        db,
        FRIDGE_DAY_KEY(userId),
        { max: FRIDGE_WRITES.perDay, windowSeconds: 86_400 },
        undefined,
        changes,
      )
    : perMinute;
  if (perMinute.allowed && perDay.allowed) return;
  const seconds = (perMinute.allowed ? perDay : perMinute).retryAfterSeconds;
  c.header('Retry-After', String(seconds));
  throw perMinute.allowed
    ? new HttpError(429, 'too_many_requests', 'errors.fridge.dailyChanges', {
        max: FRIDGE_WRITES.perDay,
        hours: Math.ceil(seconds / 3600),
      })
    : new HttpError(429, 'too_many_requests', 'errors.fridge.tooManyChanges', { seconds });
}
