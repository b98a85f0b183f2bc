// Growing delays after failed attempts at a secret, per source: the first few are free, then each failure
// doubles the wait of that source (up to a ceiling), and a quiet hour forgets them. Unlike a lock on the
// account, a stranger guessing slows only their own network; the owner signs in from theirs.
import { and, eq, sql } from 'drizzle-orm';
import { backoffDelay } from '@/shared/backoff';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema';

export interface Backoff {
  /** Failures without any wait. */
  free: number;
  /** The longest wait between two attempts. */
  maxSeconds: number;
  /** Failures older than this are forgotten. */
  forgetSeconds: number;
}

/** A password or a code of one account, from one source: 5 free tries, then 1 s, 2 s, 4 s … up to 15 min. */
export const PER_ACCOUNT: Backoff = { free: 5, maxSeconds: 900, forgetSeconds: 3600 };
/** All accounts from one source (a password sprayed over many addresses): 30 free, then the same doubling. */
export const PER_SOURCE: Backoff = { free: 30, maxSeconds: 900, forgetSeconds: 3600 };

export type FailureKind = 'password' | 'code' | 'household-code' | 'second-factor';

export interface Attempt {
  kind: FailureKind;
  /** The account's address; '' counts the source's failures over all accounts. */
  subject: string;
  /** The client's network (see sourceOf). */
  source: string;
}

/** The wait after `failures` consecutive failures. */
export function delaySeconds(failures: number, backoff: Backoff): number {
  if (failures < backoff.free) return 0;
  return backoffDelay(failures - backoff.free, { base: 1, max: backoff.maxSeconds });
}

/**
 * The network a client address stands for: an IPv4 address, or the /64 of an IPv6 one (one home or phone
 * gets a whole /64, so single addresses would be free to change).
 */
export function sourceOf(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Seconds this attempt must still wait; 0 when it may go ahead. */
export async function waitLeft(
  db: Db,
  attempt: Attempt,
  backoff: Backoff,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ failures: authFailures.failures, lastFailedAt: authFailures.lastFailedAt })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.kind, attempt.kind),
        eq(authFailures.subject, attempt.subject),
        eq(authFailures.source, attempt.source),
      ),
    );
  if (!row) return 0;
  const since = (now.getTime() - row.lastFailedAt.getTime()) / 1000;
  if (since >= backoff.forgetSeconds) return 0;
  return Math.max(0, Math.ceil(delaySeconds(row.failures, backoff) - since));
}

/** Counts a failure (starting again from one after a quiet `forgetSeconds`). One statement. */
export async function recordFailure(
  db: Db,
  attempt: Attempt,
  backoff: Backoff,
  now = new Date(),
): Promise<void> {
  const forgotten = new Date(now.getTime() - backoff.forgetSeconds * 1000);
  await db
    .insert(authFailures)
    .values({ ...attempt, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [authFailures.kind, authFailures.subject, authFailures.source],
      set: {
        failures: sql`case when ${authFailures.lastFailedAt} <= ${forgotten} then 1
          else ${authFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    });
}

/**
 * Counts the attempt as a failure before it is made, unless the source must still wait: one statement, so
 * attempts sent at the same moment cannot all pass the same check. True when counted (the attempt may go
 * ahead; should it succeed, `forgiveAttempt` or `clearFailures` takes the count back).
 */
export async function claimAttempt(
  db: Db,
  attempt: Attempt,
  backoff: Backoff,
  now = new Date(),
): Promise<boolean> {
  const forgotten = new Date(now.getTime() - backoff.forgetSeconds * 1000);
  const { failures, lastFailedAt } = authFailures;
  const counted = await db
    .insert(authFailures)
    .values({ ...attempt, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [authFailures.kind, authFailures.subject, authFailures.source],
      set: {
        failures: sql`case when ${lastFailedAt} <= ${forgotten} then 1 else ${failures} + 1 end`,
        lastFailedAt: now,
      },
      // The wait of delaySeconds, in SQL, over or never begun (the power kept finite for a long count).
      setWhere: sql`${lastFailedAt} <= ${forgotten} or ${failures} < ${backoff.free}
        or ${lastFailedAt} + make_interval(secs => least(${backoff.maxSeconds},
          power(2, least(${failures} - ${backoff.free}, 30)))) <= ${now}`,
    })
    .returning({ failures });
  return counted.length > 0;
}

/** An attempt counted by `claimAttempt` that did not fail after all: the count goes back by one. */
export async function forgiveAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db
    .update(authFailures)
    .set({ failures: sql`greatest(${authFailures.failures} - 1, 0)` })
    .where(
      and(
        eq(authFailures.kind, attempt.kind),
        eq(authFailures.subject, attempt.subject),
        eq(authFailures.source, attempt.source),
      ),
    );
}

/** A success from this source: its earlier failures for this subject no longer count. */
export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  await db
    .delete(authFailures)
    .where(
      and(
        eq(authFailures.kind, attempt.kind),
        eq(authFailures.subject, attempt.subject),
        eq(authFailures.source, attempt.source),
      ),
    );
}

/** Forgets failures nobody will look at again; called now and then so the table stays small. */
export async function pruneFailures(db: Db, olderThanSeconds = 86_400, now = new Date()): Promise<void> {
  await db
    .delete(authFailures)
    .where(sql`${authFailures.lastFailedAt} < ${new Date(now.getTime() - olderThanSeconds * 1000)}`);
}
