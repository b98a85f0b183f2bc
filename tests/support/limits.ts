// Moves the clock of the app's limits instead of waiting: windows of e-mail limits and growing delays end
// as if the time had passed.
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { mailLeftSettled } from '../../src/server/mail/after-answer';
import type { TestApp } from './test-app';

/**
 * As if `seconds` had passed for the per-address e-mail limits (requests and sends). The e-mails left for
 * after the answers so far are counted first: one counted after the move would count as sent now, and hold
 * back the next (on a busy machine, a sign-up's notice was counted after the clock had moved for the next).
 */
export async function passMailTime(t: TestApp, seconds: number): Promise<void> {
  await mailLeftSettled(t.mailer);
  await t.database.db.execute(sql`update rate_limits
    set window_started_at = window_started_at - make_interval(secs => ${seconds})
    where key like 'mail-%'`);
}

/** As if `seconds` had passed since the last failed attempts of every source. */
export async function passFailureTime(t: TestApp, seconds: number): Promise<void> {
  await t.database.db.execute(sql`update auth_failures
    set last_failed_at = last_failed_at - make_interval(secs => ${seconds})`);
}

/**
 * As if the last failures of `kind` had come `seconds` later than they did: the wait they began lasts that
 * much longer, so that a slow machine cannot end a 1-second wait before the test's next request.
 */
export async function holdFailureTime(
  t: Pick<TestApp, 'database'>,
  kind: string,
  seconds: number,
): Promise<void> {
  await t.database.db.execute(sql`update auth_failures
    set last_failed_at = last_failed_at + make_interval(secs => ${seconds}) where kind = ${kind}`);
}

/** As if `seconds` had passed for the limits whose keys start with `prefix` (e.g. `fridge-write-minute:`). */
export async function passLimitTime(t: TestApp, prefix: string, seconds: number): Promise<void> {
  await t.database.db.execute(sql`update rate_limits
    set window_started_at = window_started_at - make_interval(secs => ${seconds})
    where left(key, ${prefix.length}) = ${prefix}`);
}

/**
 * Runs `steps` with the app's clock standing still (the test and the app share the process): a wait of a
 * second after the last free failure could otherwise end, on a loaded machine, before the request that
 * should meet it.
 */
export async function withClockStill(steps: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}
