// Guessing a password or a code: each attempt is counted as a failure for this account and over all
// accounts from its source before it is made, unless the source must still wait out its growing delay
// (one statement each, so attempts sent at the same moment cannot all pass one check: security/backoff.ts).
// After it, a success clears the account's count; an attempt that was neither right nor wrong is given back.
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import {
  PER_ACCOUNT,
  PER_SOURCE,
  claimAttempt,
  clearFailures,
  forgiveAttempt,
  sourceOf,
  waitLeft,
  type FailureKind,
} from '../security/backoff';

function attempts(kind: FailureKind, email: string, ip: string) {
  const source = sourceOf(ip);
  return [
    { attempt: { kind, subject: email, source }, backoff: PER_ACCOUNT },
    { attempt: { kind, subject: '', source }, backoff: PER_SOURCE },
  ] as const;
}

/** 429 with the seconds to wait (Retry-After says them too: http/errors.ts). */
async function slowDown(db: Db, kind: FailureKind, email: string, ip: string): Promise<never> {
  let seconds = 1;
  for (const { attempt, backoff } of attempts(kind, email, ip)) {
    seconds = Math.max(seconds, await waitLeft(db, attempt, backoff));
  }
  throw new HttpError(429, 'too_many_requests', 'errors.auth.slowDown', {
    seconds,
    minutes: Math.ceil(seconds / 60),
  });
}

/**
 * Counts this attempt at the account's secret as a failure before it is made, or answers 429 while this
 * source must wait. The caller then settles it: `countSuccess`, `giveBack`, or nothing for a failure.
 */
export async function claimOrRefuse(db: Db, kind: FailureKind, email: string, ip: string): Promise<void> {
  const [account, source] = attempts(kind, email, ip);
  // Read first: a source that waits is refused without a write.
  for (const { attempt, backoff } of [account, source]) {
    if ((await waitLeft(db, attempt, backoff)) > 0) await slowDown(db, kind, email, ip);
  }
  if (!(await claimAttempt(db, account.attempt, account.backoff))) await slowDown(db, kind, email, ip);
  if (!(await claimAttempt(db, source.attempt, source.backoff))) {
    await forgiveAttempt(db, account.attempt);
    await slowDown(db, kind, email, ip);
  }
}

/** The claimed attempt was right: the account's failures from this source no longer count. */
export async function countSuccess(db: Db, kind: FailureKind, email: string, ip: string): Promise<void> {
  const [account, source] = attempts(kind, email, ip);
  await clearFailures(db, account.attempt);
  await forgiveAttempt(db, source.attempt);
}

/** The claimed attempt was neither right nor wrong (refused for another reason): its count goes back. */
export async function giveBack(db: Db, kind: FailureKind, email: string, ip: string): Promise<void> {
  for (const { attempt } of attempts(kind, email, ip)) await forgiveAttempt(db, attempt);
}
