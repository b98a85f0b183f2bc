// Runs the reminder dispatcher inside a server instance: a pass every interval (with jitter, so instances
// sharing a database spread out), never two passes at once in one process; also prunes old rate-limit rows and the outbox's old e-mails.
import type { AppDeps } from '../app-deps';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { sendMonthlySummaries } from '../impact/monthly-summary';
import { pruneOutbox } from '../mail/outbox';
import { pruneFailures } from '../security/backoff';
import { pruneRateLimits } from '../security/rate-limit';
import { dispatchDue, type DispatchDeps, type DispatchOptions } from './dispatcher';
import { createPushSender, resolveVapidKeys } from './push';
import { unsubscribeSecret } from './unsubscribe-token';

/** Everything a dispatcher needs, from the instance's dependencies. */
export async function dispatchDepsFrom(deps: AppDeps): Promise<DispatchDeps> {
  const db = deps.database.db;
  const vapid = await resolveVapidKeys(db, deps.env.vapid);
  return {
    db,
    mailer: deps.mailer,
    push: createPushSender(vapid, deps.env.vapidSubject),
    logger: deps.logger,
    publicUrl: deps.env.publicUrl,
    unsubscribeSecret: await unsubscribeSecret(db),
  };
}

export interface ReminderLoop {
  stop(): Promise<void>;
}

/**
 * `dispatch` is the pass's work: the dispatcher, or in tests a stand-in that shows when passes run. A pass
 * starts only after the previous one has ended, however long it took.
 */
export async function startReminderLoop(
  deps: AppDeps,
  options: DispatchOptions = {},
  dispatch: typeof dispatchDue = dispatchDue,
): Promise<ReminderLoop> {
  const intervalMs = deps.env.reminderIntervalSeconds * 1000;
  if (intervalMs === 0) return { stop: async () => {} };
  const dispatchDeps = await dispatchDepsFrom(deps);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  // Stopping ends a pass after the batches it has claimed: what is still due is left to the other instances.
  const stopping = new AbortController();

  async function pass(): Promise<void> {
    try {
      const report = await dispatch(dispatchDeps, { ...options, signal: stopping.signal });
      if (report.claimed > 0) deps.logger.info(report, 'reminders dispatched');
      if (stopping.signal.aborted) return;
      const summaries = await sendMonthlySummaries(dispatchDeps, options.now);
      if (summaries > 0) deps.logger.info({ summaries }, 'monthly summaries sent');
      await pruneRateLimits(deps.database.db);
      await pruneFailures(deps.database.db);
      await pruneIdempotencyKeys(deps.database.db);
      await pruneOutbox(deps.database.db, deps.env.dataDir);
    } catch (err) {
      // The next pass tries again; claims of this one expire with their lease.
      deps.logger.error({ err }, 'reminder pass failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    const jitter = Math.random() * Math.min(intervalMs, 10_000);
    timer = setTimeout(
      () => {
        running = pass().finally(() => {
          running = undefined;
          schedule();
        });
      },
      intervalMs / 2 + jitter,
    );
    timer.unref();
  }

  schedule();
  let stoppedAll: Promise<void> | undefined;
  return {
    // Once, however often it is asked (the shutdown starts it early, and waits for it later).
    stop() {
      stoppedAll ??= (async () => {
        stopped = true;
        stopping.abort();
        clearTimeout(timer);
        await running;
        dispatchDeps.push.close();
      })();
      return stoppedAll;
    },
  };
}
