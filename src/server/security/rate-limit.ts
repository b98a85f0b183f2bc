// Rate limits kept in the database, so they hold in every environment and across instances.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

function state(count: number, windowStartedAt: Date, limit: Limit, now: Date): LimitState {
  const ends = windowStartedAt.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: count <= limit.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/**
 * Counts `events` (one unless told) for `key` in a fixed window and says whether the count is still within
 * the limit. One statement.
 */
export async function consume(
  db: Db,
  key: string,
  limit: Limit,
  now = new Date(),
  events = 1,
): Promise<LimitState> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = rowsOf<{ count: number; window_started_at: string | Date }>(
    await db.execute(sql`
      insert into rate_limits (key, count, window_started_at) values (${key}, ${events}, ${now})
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= ${windowStart} then ${events}
          else rate_limits.count + ${events} end,
        window_started_at = case when rate_limits.window_started_at <= ${windowStart}
          then ${now} else rate_limits.window_started_at end
      returning count, window_started_at`),
  );
  return state(Number(row!.count), new Date(row!.window_started_at), limit, now);
}

/** Reads the count of the current window without adding to it. */
export async function peek(db: Db, key: string, limit: Limit, now = new Date()): Promise<LimitState> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = rowsOf<{ count: number; window_started_at: string | Date }>(
    await db.execute(
      sql`select count, window_started_at from rate_limits where key = ${key} and window_started_at > ${windowStart}`,
    ),
  );
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const s = state(Number(row.count), new Date(row.window_started_at), limit, now);
  return { ...s, allowed: s.count < limit.max };
}

/** Forgets old windows; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 86_400, now = new Date()): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_started_at < ${new Date(now.getTime() - olderThanSeconds * 1000)}`,
  );
}
