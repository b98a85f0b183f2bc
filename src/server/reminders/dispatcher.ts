// Delivers due reminders by e-mail and Web Push, from any number of server instances at once.
//
// One pass claims due reminders in batches: a single UPDATE picks them with FOR UPDATE SKIP LOCKED and sets a
// lease, so two dispatchers never hold the same reminder and a crashed one's claims are taken again once the
// lease runs out. Each delivery is recorded right after it is made under the key (reminder, channel, target);
// a reminder claimed again skips what it already delivered. A crash between a send and its record can repeat
// that one message: it then carries the same Message-ID (e-mail) or Topic and tag (push), which receivers use
// to collapse it (see docs/decisions/008-reminder-delivery.md). Failures are retried with exponential backoff
// and jitter, and given up after `maxAttempts` with the reason kept on the reminder and logged.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { groupBy } from '@/shared/group-by';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PushResult, PushSender } from './push';
import { MAX_REMINDERS_PAST_END, nextReminderSlot, weekdayIn } from '@/shared/reminder-preferences';
import { emailAllowed, pushDigestPayload, pushPayload, reminderEmail, type ReminderRow } from './messages';
import { preferencesOf } from './preferences';
import {
  claim,
  closeReminders,
  deleteDevice,
  deliveredKeys,
  deliveryKey,
  deliveryRecorder,
  devicesOf,
  loadClaimed,
  postpone,
  scheduleRetry,
  type Recorder,
  type Subscription,
} from './queue';

export interface DispatchDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  logger: Logger;
  publicUrl: string;
  unsubscribeSecret: string;
}

export interface DispatchOptions {
  /** The moment the pass runs as (tests and `npm run reminders:dispatch -- --now`). */
  now?: Date;
  batchSize?: number;
  /** How long a claim is held before another dispatcher may take it again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs?: number;
  /** Sends in flight at once. */
  concurrency?: number;
}

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

/** Sends in flight at once; also the most messages a crash can leave sent but unrecorded (ADR 008: why 64). */
export const DEFAULT_CONCURRENCY = 64;

const DEFAULTS = {
  batchSize: 500,
  leaseMs: 5 * 60_000,
  maxAttempts: 6,
  retryBaseMs: 60_000,
  concurrency: DEFAULT_CONCURRENCY,
} satisfies Required<Omit<DispatchOptions, 'now'>>;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const PUSH_TTL_SECONDS = 12 * 60 * 60;

type Claimed = ReminderRow;

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

/** Batches being delivered at once: while one batch's last sends finish, the next one's begin. */
const BATCHES_IN_FLIGHT = 2;

/**
 * One pass: claims and delivers batches until nothing due is left unclaimed. The next batch is claimed and
 * loaded while the current one sends, and both share one limit of sends in flight, so the sends never pause
 * for the database. Claims are made one at a time, so a user's reminders due together stay in one batch.
 */
export async function dispatchDue(
  deps: DispatchDeps,
  options: DispatchOptions = {},
): Promise<DispatchReport> {
  const settings = { ...DEFAULTS, ...options };
  const report = emptyReport();
  const limit = limiter(settings.concurrency);
  const record = deliveryRecorder(deps.db);
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  while (!failure) {
    const now = options.now ?? new Date();
    const ids = await claim(deps.db, now, settings.batchSize, settings.leaseMs).catch((error: unknown) => {
      failure = { error };
      return [];
    });
    if (ids.length === 0) break;
    report.claimed += ids.length;
    const batch: Promise<void> = deliverBatch({ deps, settings, report, limit, record }, ids, now)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(batch));
    inFlight.add(batch);
    if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
  }
  // A failed batch stops the claiming; the others finish (their claims would otherwise wait for the lease).
  await Promise.all(inFlight);
  if (failure) throw failure.error;
  return report;
}

/** What the batches of one pass share. */
interface Pass {
  deps: DispatchDeps;
  settings: typeof DEFAULTS;
  report: DispatchReport;
  limit: Limiter;
  record: Recorder;
}

async function deliverBatch(pass: Pass, ids: string[], now: Date): Promise<void> {
  const { deps, settings, report, limit } = pass;
  const { db } = deps;
  const claimed = await loadClaimed(db, ids);
  const finished: { id: string; outcome: string }[] = [];
  // The user's preferences: nothing on a quiet day (moved to the next day that is not), and no more than
  // MAX_REMINDERS_PAST_END for an item already past its end.
  const stored: Claimed[] = [];
  for (const r of claimed) {
    if (r.state !== 'stored') continue;
    const prefs = r.quietDays === 0 ? null : preferencesOf(r);
    if (prefs?.quietDays.includes(weekdayIn(now, r.timeZone))) {
      report.postponed += 1;
      await postpone(db, r.id, nextReminderSlot(now, prefs, r.timeZone));
    } else if (now > r.endDatetime && r.sentAfterEnd >= MAX_REMINDERS_PAST_END) {
      report.enough += 1;
      finished.push({ id: r.id, outcome: 'enough' });
    } else {
      stored.push(r);
    }
  }
  const userIds = [...new Set(stored.map((r) => r.userId))];
  const [subscriptions, delivered] = await Promise.all([devicesOf(db, userIds), deliveredKeys(db, ids)]);
  const devices = groupBy(subscriptions, (s) => s.userId);
  const errors = new Map<string, string>();
  const tasks: (() => Promise<void>)[] = [];

  // E-mail: one message per user for the reminders due together.
  const byUser = groupBy(
    stored.filter((r) => emailAllowed(r) && !delivered.has(deliveryKey(r.id, 'email', ''))),
    (r) => r.userId,
  );
  for (const reminders of byUser.values()) {
    tasks.push(async () => {
      const ok = await sendEmail(pass, reminders, errors);
      if (ok) report.emails += 1;
    });
  }

  // Push: one notification per item and device, or per user and device for those who chose a digest.
  for (const [, reminders] of groupBy(stored, (r) => (r.pushDigest ? `user ${r.userId}` : r.itemId))) {
    for (const device of devices.get(reminders[0]!.userId) ?? []) {
      const pending = reminders.filter((r) => !delivered.has(deliveryKey(r.id, 'push', device.id)));
      if (pending.length === 0) continue;
      tasks.push(async () => {
        const result = await sendPush(pass, pending, device);
        if (result.kind === 'sent') report.pushes += 1;
        if (result.kind === 'gone') report.gone += 1;
        if (result.kind === 'retry') for (const r of pending) errors.set(r.id, result.reason);
      });
    }
  }

  await Promise.all(tasks.map(limit));

  const reachable = (r: Claimed) => emailAllowed(r) || (devices.get(r.userId)?.length ?? 0) > 0;
  // The others were postponed, or closed as one too many past the end.
  const sending = new Set(stored);
  for (const r of claimed) {
    if (r.state !== 'stored') {
      report.skipped += 1;
      finished.push({ id: r.id, outcome: 'skipped' });
    } else if (sending.has(r) && !errors.has(r.id)) {
      if (!reachable(r)) report.unreachable += 1;
      finished.push({ id: r.id, outcome: reachable(r) ? 'sent' : 'no_channel' });
    }
  }
  // Reminders deleted with their item while we worked are simply gone from the table.
  await closeReminders(db, finished, now);
  for (const r of stored.filter((x) => errors.has(x.id))) {
    const reason = errors.get(r.id)!;
    if (r.attempts >= settings.maxAttempts) {
      report.failed += 1;
      deps.logger.warn({ reminderId: r.id, attempts: r.attempts, reason }, 'reminder given up');
      await closeReminders(db, [{ id: r.id, outcome: 'failed' }], now, reason);
    } else {
      report.retrying += 1;
      const delay = retryDelay(settings.retryBaseMs, r.attempts);
      deps.logger.info({ reminderId: r.id, attempts: r.attempts, reason, delay }, 'reminder will be retried');
      await scheduleRetry(db, r.id, new Date(now.getTime() + delay), reason);
    }
  }
}

async function sendEmail(
  { deps, record }: Pass,
  reminders: Claimed[],
  errors: Map<string, string>,
): Promise<boolean> {
  const ids = reminders.map((r) => r.id).sort();
  const { message, messageId } = reminderEmail(reminders, deps.publicUrl, deps.unsubscribeSecret);
  try {
    await deps.mailer.send({ ...message, messageId });
  } catch (error) {
    const reason = `e-mail: ${error instanceof Error ? error.message : String(error)}`;
    for (const id of ids) errors.set(id, reason);
    return false;
  }
  await record(
    ids.map((id) => ({
      reminder_id: id,
      channel: 'email',
      target: '',
      status: 'sent',
      message_id: messageId,
    })),
  );
  return true;
}

async function sendPush(
  { deps, record }: Pass,
  reminders: Claimed[],
  device: Subscription,
): Promise<PushResult> {
  const r = reminders[0]!;
  const digest = r.pushDigest;
  const payload = digest ? pushDigestPayload(reminders) : pushPayload(reminders);
  const result = await deps.push.send(device, payload, {
    ttl: PUSH_TTL_SECONDS,
    urgency: reminders.some((x) => x.isDefault) ? 'high' : 'normal',
    // A repeat after a crash replaces the undelivered first one at the push service (a topic is at most 32
    // characters of the URL-safe alphabet).
    topic: (digest
      ? createHash('sha256').update(r.userId).digest('hex')
      : r.itemId.replaceAll('-', '')
    ).slice(0, 32),
  });
  if (result.kind === 'retry') return result;
  if (result.kind === 'rejected') {
    deps.logger.warn({ endpoint: new URL(device.endpoint).origin, status: result.status }, 'push rejected');
  }
  if (result.kind === 'gone') {
    await deleteDevice(deps.db, device.id);
  }
  const status = result.kind;
  await record(
    reminders.map((x) => ({
      reminder_id: x.id,
      channel: 'push',
      target: device.id,
      status,
      message_id: null,
    })),
  );
  return result;
}

/** Exponential backoff with jitter: between half and all of base × 2^(attempt − 1), at most an hour. */
export function retryDelay(baseMs: number, attempt: number, random = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

type Limiter = (task: () => Promise<void>) => Promise<void>;

/** Runs tasks with at most `max` of them in flight, in the order they are given. */
function limiter(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      await task();
    } finally {
      // The slot passes straight to the next task waiting, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
