// Exactly-once changes for requests that carry an Idempotency-Key: the first answer is stored in the same
// transaction as the change, and the same request sent again gets that answer back (marked
// Idempotent-Replayed) without changing anything twice. A device's offline queue relies on it.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { pgErrorCode } from '../db/errors';
import { HttpError } from './errors';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const UNIQUE_VIOLATION = '23505';
/** How long an answer is kept: longer than a phone stays offline with changes waiting. */
export const KEEP_DAYS = 30;

type Stored = typeof idempotencyKeys.$inferSelect;

function replay(c: Context, stored: Stored): Response {
  c.header('Idempotent-Replayed', 'true');
  if (stored.body === null) return c.body(null, stored.status as 204);
  return c.json(stored.body, stored.status as ContentfulStatusCode);
}

async function storedAnswer(db: Db, userId: string, key: string): Promise<Stored | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Runs `change` once per (user, Idempotency-Key): in a transaction that also stores its answer, after
 * `admit` (limits that a replay should not count). Without the header it simply runs, in a transaction of
 * its own. Only successful answers are stored: a refused request changed nothing, and sending it again is
 * asked anew.
 */
export async function once(
  c: Context,
  db: Db,
  userId: string,
  admit: () => Promise<void>,
  change: (tx: Db) => Promise<Response>,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) {
    await admit();
    return db.transaction((tx) => change(tx));
  }
  if (!KEY.test(key)) throw new HttpError(400, 'bad_idempotency_key', 'errors.idempotency.badKey');
  const fingerprint = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)
    .digest('base64url');
  const answer = (stored: Stored): Response => {
    if (stored.fingerprint !== fingerprint) {
      throw new HttpError(422, 'idempotency_key_reused', 'errors.idempotency.reused');
    }
    return replay(c, stored);
  };

  const earlier = await storedAnswer(db, userId, key);
  if (earlier) return answer(earlier);
  await admit();
  try {
    return await db.transaction(async (tx) => {
      // Claimed first: the same key sent at the same moment waits here for this one, then finds its answer.
      await tx.insert(idempotencyKeys).values({ userId, key, fingerprint, status: 0 });
      const response = await change(tx);
      const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
      if (response.status >= 400) {
        await tx.delete(idempotencyKeys).where(mine);
        return response;
      }
      const text = await response.clone().text();
      await tx
        .update(idempotencyKeys)
        .set({ status: response.status, body: text ? (JSON.parse(text) as unknown) : null })
        .where(mine);
      return response;
    });
  } catch (error) {
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const stored = await storedAnswer(db, userId, key);
    if (!stored) throw error;
    return answer(stored);
  }
}

/** Forgets answers older than KEEP_DAYS; called now and then so the table stays small. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
}
