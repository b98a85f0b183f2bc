// Delivers due reminders by e-mail and Web Push, from any number of server instances at once.
//
// One pass claims due reminders in batches: a single UPDATE picks them with FOR UPDATE SKIP LOCKED and sets a
// lease, so two dispatchers never hold the same reminder and a crashed one's claims are taken again once the
// lease runs out. Each delivery is recorded right after it is made under the key (reminder, channel, target);
// a reminder claimed again skips what it already delivered. A reminder of a household's item is delivered to
// every member (each a target of its own). A crash between a send and its record can repeat that one
// message: it then carries the same Message-ID (e-mail) or Topic and tag (push), which receivers use to
// collapse it (see docs/decisions/008-reminder-delivery.md). Failures are retried with exponential backoff
// and jitter, and given up after `maxAttempts` with the reason kept on the reminder and logged. The sends
// themselves are in send.ts; when each member hears of it, in members-day.ts; what becomes of each reminder
// after its batch, in settle.ts.
import { groupBy } from '@/shared/group-by';
import { MAX_REMINDERS_PAST_END } from '@/shared/reminder-preferences';
import { startOfNextDay } from '@/shared/zoned-time';
import { activeIdeas, type IdeaDto } from '../ideas/service';
import { emailAllowed, type ReminderRow } from './messages';
import { lastEmailed, leaseLaterToday, release } from './later-today';
import { planMembers, type MemberState } from './members-day';
import { limiter, type Limiter } from './pacing';
import { sendEmail, sendPush, type SendDeps } from './send';
import { preferencesOf } from './preferences';
import {
  claim,
  deliveredKeys,
  deliveryKey,
  deliveryRecorder,
  devicesOf,
  loadClaimed,
  type Recorder,
  type Subscription,
} from './queue';
import { emptyReport, settle, type DispatchReport } from './settle';

/** The database, the channels, and the links the e-mails carry. */
export type DispatchDeps = SendDeps;

export interface DispatchOptions {
  /** The moment the pass runs as (tests and `npm run reminders:dispatch -- --now`). */
  now?: Date;
  /** Where the pass reads the time, when not fixed by `now` (tests of a pass while time moves on). */
  clock?: () => Date;
  batchSize?: number;
  /** How long a claim is held before another dispatcher may take it again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry's delay; each later one doubles it, up to an hour. */
  retryBaseMs?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** Once aborted (the instance shuts down), no further batch is claimed; those claimed are delivered. */
  signal?: AbortSignal;
}

/** Sends in flight at once; also the most messages a crash can leave sent but unrecorded (ADR 008: why 64). */
export const DEFAULT_CONCURRENCY = 64;

const DEFAULTS = {
  batchSize: 500,
  leaseMs: 5 * 60_000,
  maxAttempts: 6,
  retryBaseMs: 60_000,
  concurrency: DEFAULT_CONCURRENCY,
} satisfies Required<Omit<DispatchOptions, 'now' | 'clock' | 'signal'>>;
type Claimed = ReminderRow;

/** No more than MAX_REMINDERS_PAST_END for an item already past its end. */
const enough = (r: Claimed, now: Date): boolean =>
  now > r.endDatetime && r.sentAfterEnd >= MAX_REMINDERS_PAST_END;

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
  const clock = options.clock ?? (() => options.now ?? new Date());
  const startedAt = clock();
  const record = deliveryRecorder(deps.db, clock);
  const pass: Pass = {
    deps,
    settings,
    report,
    limit,
    record,
    startedAt,
    emailing: new Map(),
    planned: Promise.resolve(),
    ideas: ideasOnce(deps),
  };
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  while (!failure && !options.signal?.aborted) {
    const now = clock();
    const ids = await claim(deps.db, now, settings.batchSize, settings.leaseMs).catch((error: unknown) => {
      failure = { error };
      return [];
    });
    if (ids.length === 0) break;
    report.claimed += ids.length;
    const batch: Promise<void> = deliverBatch(pass, ids, now)
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

/** The active ideas, read at the first send of a pass and shared by its messages. */
function ideasOnce(deps: DispatchDeps): () => Promise<readonly IdeaDto[]> {
  let read: Promise<readonly IdeaDto[]> | undefined;
  return () =>
    (read ??= activeIdeas(deps.db).catch((err: unknown) => {
      deps.logger.warn({ err }, 'reminders go without ideas: the ideas could not be read');
      return [];
    }));
}

/** What the batches of one pass share. */
interface Pass {
  deps: DispatchDeps;
  settings: typeof DEFAULTS;
  report: DispatchReport;
  limit: Limiter;
  record: Recorder;
  /** E-mails recorded from then on are this pass's own. */
  startedAt: Date;
  /**
   * The users a batch of this pass is e-mailing, and when: a batch claimed while an earlier one sends (a
   * reminder of theirs fell due meanwhile) counts that e-mail as their e-mail of the day.
   */
  emailing: Map<string, Date>;
  /**
   * The latest batch's planning, done or not (never failing): each batch plans after the one claimed before
   * it, so that what fell due first goes in the e-mail of the day, whichever batch's reads come back first.
   */
  planned: Promise<void>;
  ideas: () => Promise<readonly IdeaDto[]>;
}

/** What a batch sends now, and what it closes or leaves for later. */
interface BatchPlan {
  devices: Map<string, Subscription[]>;
  /** What was delivered of these reminders already (a claim taken again after a crash). */
  deliveredNow: Set<string>;
  member: MemberState;
  finished: { id: string; outcome: string }[];
  /** The reminders some member gets later (their hour, a quiet day, their e-mail), when the first does. */
  deferred: Map<string, Date>;
  /** The rows (reminder, member) delivered now. */
  stored: Claimed[];
  /** Of those, the ones e-mailed now. */
  emailed: Set<Claimed>;
}

async function deliverBatch(pass: Pass, ids: string[], now: Date): Promise<void> {
  const planning = planBatch(pass, ids, now, pass.planned);
  pass.planned = planning.then(
    () => undefined,
    () => undefined,
  );
  const { devices, deliveredNow, member, finished, deferred, stored, emailed } = await planning;
  const { deps, settings, report, limit } = pass;
  const { db } = deps;
  const zones = new Map([...emailed].map((r) => [r.userId, r.timeZone]));
  const later = await leaseLaterToday(
    db,
    [...zones].map(([userId, timeZone]) => ({
      userId,
      until: startOfNextDay(now, timeZone),
    })),
    now,
    settings.leaseMs,
  );
  const laterIds = [...new Set(later.map((l) => l.reminderId))];
  const leasedUntil = later[0]?.leaseUntil;
  const laterFor = new Set(later.map((l) => `${l.reminderId} ${l.userId}`));
  try {
    const laterRows = (await loadClaimed(db, laterIds)).filter(
      (r) => laterFor.has(`${r.id} ${r.userId}`) && !enough(r, now),
    );
    const delivered = new Set([...deliveredNow, ...(await deliveredKeys(db, laterIds))]);
    const errors = new Map<string, string>();
    const tasks: (() => Promise<void>)[] = [];

    const byUser = groupBy(
      [...emailed, ...laterRows].filter((r) => !delivered.has(deliveryKey(r.id, 'email', r.userId))),
      (r) => r.userId,
    );
    for (const reminders of byUser.values()) {
      // Only what is due now sends an e-mail; what falls due later goes with it.
      if (!reminders.some((r) => emailed.has(r))) continue;
      tasks.push(async () => {
        const ok = await sendEmail(pass, reminders, errors);
        if (ok) report.emails += 1;
      });
    }

    // Push: one notification per item and device, or per user and device for those who chose a digest.
    for (const [, reminders] of groupBy(stored, (r) =>
      r.pushDigest ? `user ${r.userId}` : `${r.userId} ${r.itemId}`,
    )) {
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
    await settle(
      { db, logger: deps.logger, report, ...settings },
      { stored, deferred, errors, finished, reachable: member.reachable },
      now,
    );
  } finally {
    if (leasedUntil) await release(db, laterIds, leasedUntil);
  }
}

/**
 * Reads what the batch needs, then, in its turn, decides for each claimed reminder and member: closed, sent
 * now (and by which channels), or later.
 */
async function planBatch(pass: Pass, ids: string[], now: Date, previous: Promise<void>): Promise<BatchPlan> {
  const { db } = pass.deps;
  const { report } = pass;
  // One row per reminder and user it is for (every member of a household).
  const claimed = await loadClaimed(db, ids);
  const rowsOf = groupBy(claimed, (r) => r.id);
  const [subscriptions, deliveredNow, mailedBefore] = await Promise.all([
    devicesOf(db, [...new Set(claimed.map((r) => r.userId))]),
    deliveredKeys(db, ids),
    lastEmailed(db, [...new Set(claimed.filter(emailAllowed).map((r) => r.userId))], pass.startedAt),
  ]);
  const devices = groupBy(subscriptions, (s) => s.userId);
  const emailedIt = (r: Claimed) => deliveredNow.has(deliveryKey(r.id, 'email', r.userId));
  const member: MemberState = {
    preferences: preferencesOf,
    reachable: (r) => emailAllowed(r) || (devices.get(r.userId)?.length ?? 0) > 0,
    hasIt: (r) =>
      emailedIt(r) ||
      (devices.get(r.userId) ?? []).some((d) => deliveredNow.has(deliveryKey(r.id, 'push', d.id))),
    emailedIt,
    emailAllowed,
    lastEmailed: (r) => pass.emailing.get(r.userId) ?? mailedBefore.get(r.userId),
  };
  // Planned in the order claimed, once the batch before has planned (its e-mails are then known).
  await previous;
  const finished: { id: string; outcome: string }[] = [];
  const deferred = new Map<string, Date>();
  const stored: Claimed[] = [];
  const mailTomorrow = new Set<Claimed>();
  for (const id of ids) {
    const rows = rowsOf.get(id) ?? [];
    const first = rows[0];
    if (!first) {
      // Nobody to tell (its item deleted meanwhile): closed, not claimed again and again.
      finished.push({ id, outcome: 'no_channel' });
    } else if (first.state !== 'stored' || first.waiting) {
      report.skipped += 1;
      finished.push({ id, outcome: 'skipped' });
    } else if (enough(first, now)) {
      report.enough += 1;
      finished.push({ id, outcome: 'enough' });
    } else {
      const plan = planMembers(rows, now, member);
      stored.push(...plan.now);
      for (const r of plan.mailTomorrow) mailTomorrow.add(r);
      if (plan.again) deferred.set(id, plan.again);
    }
  }

  // E-mail: one message a day for each user, naming what is due now and what falls due later that day.
  const emailed = new Set(stored.filter((r) => emailAllowed(r) && !mailTomorrow.has(r)));
  // Those who get an e-mail from this batch (one not already had), known to the batches planning after it.
  for (const r of emailed) if (!emailedIt(r)) pass.emailing.set(r.userId, now);
  return { devices, deliveredNow, member, finished, deferred, stored, emailed };
}
