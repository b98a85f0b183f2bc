// What a dispatch pass did (its report), and how each batch's reminders are closed once delivered: sent, or
// with no way to reach anyone, postponed for a member's later hour or quiet day, or given back to be retried
// with backoff until given up.
import { groupBy } from '@/shared/group-by';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { ReminderRow } from './messages';
import { retryDelay } from './pacing';
import { closeReminders, postpone, scheduleRetry } from './queue';

export interface DispatchReport {
  claimed: number;
  emails: number;
  pushes: number;
  /** Reminders of items no longer in the fridge. */
  skipped: number;
  /** Reminders with no way to reach the user (no verified e-mail with reminders on, no subscribed device). */
  unreachable: number;
  retrying: number;
  failed: number;
  /** Push subscriptions the push service says are gone, now deleted. */
  gone: number;
  /** Due on one of the user's quiet days: moved to the next day that is not. */
  postponed: number;
  /** Of items already past their end that had their reminders after it: closed unsent. */
  enough: number;
}

export function emptyReport(): DispatchReport {
  return {
    claimed: 0,
    emails: 0,
    pushes: 0,
    skipped: 0,
    unreachable: 0,
    retrying: 0,
    failed: 0,
    gone: 0,
    postponed: 0,
    enough: 0,
  };
}

/** What a batch did with its reminders. */
export interface BatchOutcome {
  /** The rows (reminder, member) delivered now. */
  stored: ReminderRow[];
  /** The reminders some member gets later (their hour, a quiet day, their e-mail), and when. */
  deferred: Map<string, Date>;
  /** The reminders a send of failed, and why. */
  errors: Map<string, string>;
  /** The reminders already closed, and how. */
  finished: { id: string; outcome: string }[];
  /** Whether the member has a way to be reached: an e-mail allowed, or a subscribed device. */
  reachable(r: ReminderRow): boolean;
}

export interface SettleContext {
  db: Db;
  logger: Logger;
  report: DispatchReport;
  maxAttempts: number;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs: number;
}

/** Closes what the batch has done with, postpones what waits for a member, and gives back what failed. */
export async function settle(
  { db, logger, report, maxAttempts, retryBaseMs }: SettleContext,
  { stored, deferred, errors, finished, reachable }: BatchOutcome,
  now: Date,
): Promise<void> {
  const sending = groupBy(stored, (r) => r.id);
  for (const [id, rows] of sending) {
    if (errors.has(id) || deferred.has(id)) continue;
    const anyone = rows.some(reachable);
    if (!anyone) report.unreachable += 1;
    finished.push({ id, outcome: anyone ? 'sent' : 'no_channel' });
  }
  // Reminders deleted with their item while we worked are simply gone from the table.
  await closeReminders(db, finished, now);
  for (const [id, at] of deferred) {
    if (errors.has(id)) continue;
    report.postponed += 1;
    await postpone(db, id, at);
  }
  for (const [id, rows] of sending) {
    const reason = errors.get(id);
    if (reason === undefined) continue;
    const { attempts } = rows[0]!;
    if (attempts >= maxAttempts) {
      report.failed += 1;
      logger.warn({ reminderId: id, attempts, reason }, 'reminder given up');
      await closeReminders(db, [{ id, outcome: 'failed' }], now, reason);
    } else {
      report.retrying += 1;
      const delay = retryDelay(retryBaseMs, attempts);
      logger.info({ reminderId: id, attempts, reason, delay }, 'reminder will be retried');
      await scheduleRetry(db, id, new Date(now.getTime() + delay), reason);
    }
  }
}
