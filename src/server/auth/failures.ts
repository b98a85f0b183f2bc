// Guessing a password or a code: before an attempt, the source waits out its growing delay (for this account
// and over all accounts); after it, a failure is counted for both and a success clears the account's count.
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import {
  PER_ACCOUNT,
  PER_SOURCE,
  clearFailures,
  recordFailure,
  sourceOf,
  waitLeft,
  type FailureKind,
} from '../security/backoff';

function attempts(kind: FailureKind, email: string, ip: string) {
  const source = sourceOf(ip);
  return [
    { attempt: { kind, subject: email, source }, backoff: PER_ACCOUNT },
    { attempt: { kind, subject: '', source }, backoff: PER_SOURCE },
  ];
}

/** 429 with the seconds to wait while this source must wait before trying this account's secret again. */
export async function refuseWhileWaiting(
  db: Db,
  kind: FailureKind,
  email: string,
  ip: string,
): Promise<void> {
  let seconds = 0;
  for (const { attempt, backoff } of attempts(kind, email, ip)) {
    seconds = Math.max(seconds, await waitLeft(db, attempt, backoff));
  }
  if (seconds > 0) {
    throw new HttpError(429, 'too_many_requests', 'errors.auth.slowDown', {
      seconds,
      minutes: Math.ceil(seconds / 60),
    });
  }
}

export async function countFailure(db: Db, kind: FailureKind, email: string, ip: string): Promise<void> {
  for (const { attempt, backoff } of attempts(kind, email, ip)) await recordFailure(db, attempt, backoff);
}

export async function countSuccess(db: Db, kind: FailureKind, email: string, ip: string): Promise<void> {
  await clearFailures(db, attempts(kind, email, ip)[0]!.attempt);
}
