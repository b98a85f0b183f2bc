// Guessing a household's code: each code tried counts against the account and the network it comes from
// (security/backoff.ts), so that a few mistakes cost nothing and guessing one of 32^8 codes is hopeless.
// The figures and why: docs/security.md.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import {
  claimAttempt,
  clearFailures,
  forgiveAttempt,
  sourceOf,
  waitLeft,
  type Attempt,
  type Backoff,
} from '../security/backoff';
import { WrongCode } from './invites';

/**
 * One account, from any network (the account is the one guessing: nobody else is slowed): 5 wrong codes
 * free, then 1 s, 2 s, 4 s … up to 15 minutes between tries; a quiet day forgets them, joining clears them.
 */
export const CODES_PER_ACCOUNT: Backoff = { free: 5, maxSeconds: 900, forgetSeconds: 86_400 };
/** Every account on one network: 30 wrong codes free, then the same doubling; a quiet day forgets them. */
export const CODES_PER_SOURCE: Backoff = { free: 30, maxSeconds: 900, forgetSeconds: 86_400 };

interface Counter {
  attempt: Attempt;
  backoff: Backoff;
}

function countersOf(userId: string, ip: string): [account: Counter, source: Counter] {
  return [
    { attempt: { kind: 'household-code', subject: userId, source: '' }, backoff: CODES_PER_ACCOUNT },
    { attempt: { kind: 'household-code', subject: '', source: sourceOf(ip) }, backoff: CODES_PER_SOURCE },
  ];
}

async function slowDown(c: Context, db: Db, counters: Counter[]): Promise<never> {
  let seconds = 1;
  for (const { attempt, backoff } of counters) {
    seconds = Math.max(seconds, await waitLeft(db, attempt, backoff));
  }
  c.header('Retry-After', String(seconds));
  throw new HttpError(429, 'too_many_requests', 'errors.household.slowDown', { seconds });
}

/**
 * Runs `join` as one try of a code, counted as a wrong one before it is made (so that tries sent at once
 * cannot all pass) and taken back unless the code did not work. While the account or its network must wait,
 * 429 with Retry-After, even for the right code: it would otherwise confirm a guess.
 */
export async function tryCode(
  c: Context,
  db: Db,
  { userId, ip }: { userId: string; ip: string },
  join: () => Promise<void>,
): Promise<void> {
  const [account, source] = countersOf(userId, ip);
  for (const { attempt, backoff } of [account, source]) {
    if ((await waitLeft(db, attempt, backoff)) > 0) await slowDown(c, db, [account, source]);
  }
  if (!(await claimAttempt(db, account.attempt, account.backoff))) await slowDown(c, db, [account, source]);
  if (!(await claimAttempt(db, source.attempt, source.backoff))) {
    await forgiveAttempt(db, account.attempt);
    await slowDown(c, db, [account, source]);
  }
  try {
    await join();
  } catch (err) {
    if (!(err instanceof WrongCode)) {
      await forgiveAttempt(db, account.attempt);
      await forgiveAttempt(db, source.attempt);
    }
    throw err;
  }
  await clearFailures(db, account.attempt);
  await forgiveAttempt(db, source.attempt);
}
