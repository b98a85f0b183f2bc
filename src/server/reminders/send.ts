// Sends one reminder e-mail or one push, and records what it delivered (queue.ts's recorder), so that a
// reminder claimed again never repeats it. What to send, to whom and when is the dispatcher's (dispatcher.ts).
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { IdeaDto } from '../ideas/service';
import type { Mailer } from '../mail/mailer';
import { metrics } from '../metrics/metrics';
import { pushDigestPayload, pushPayload, reminderEmail, type ReminderRow } from './messages';
import type { PushResult, PushSender } from './push';
import { deleteDevice, type Recorder, type Subscription } from './queue';

const PUSH_TTL_SECONDS = 12 * 60 * 60;

/** The channels, the database, and the links the e-mail carries. */
export interface SendDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  logger: Logger;
  publicUrl: string;
  unsubscribeSecret: string;
}

/** What a send needs: its dependencies, where it records what it delivered, and the ideas its message names. */
export interface Sending {
  deps: SendDeps;
  record: Recorder;
  /** The active ideas, read once per pass (none when they could not be read: the reminder goes without). */
  ideas: () => Promise<readonly IdeaDto[]>;
}

/**
 * One e-mail to one member for `reminders` (theirs, due now or later that day), recorded under the member.
 * A failure is noted in `errors` for each reminder, to be retried.
 */
export async function sendEmail(
  { deps, record, ideas }: Sending,
  reminders: ReminderRow[],
  errors: Map<string, string>,
): Promise<boolean> {
  const ids = reminders.map((r) => r.id).sort();
  const { message, messageId } = reminderEmail(
    reminders,
    deps.publicUrl,
    deps.unsubscribeSecret,
    await ideas(),
  );
  const delivered = ids.map((id) => ({
    reminder_id: id,
    channel: 'email' as const,
    target: reminders[0]!.userId,
    status: 'sent' as const,
    message_id: messageId,
  }));
  try {
    // Kept in the outbox, the e-mail and its record are one transaction; over SMTP the record follows.
    await deps.mailer.send({ ...message, messageId }, (tx) => record(delivered, tx));
  } catch (error) {
    const reason = `e-mail: ${error instanceof Error ? error.message : String(error)}`;
    for (const id of ids) errors.set(id, reason);
    metrics().deliveryFailures.inc({ channel: 'email' });
    return false;
  }
  metrics().remindersSent.inc({ channel: 'email' });
  return true;
}

/** One push to one device of a member for `reminders`; a device the push service says is gone is deleted. */
export async function sendPush(
  { deps, record, ideas }: Sending,
  reminders: ReminderRow[],
  device: Subscription,
): Promise<PushResult> {
  const r = reminders[0]!;
  const digest = r.pushDigest;
  const all = await ideas();
  const payload = digest
    ? pushDigestPayload(reminders, all, deps.publicUrl)
    : pushPayload(reminders, all, deps.publicUrl);
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
  if (result.kind === 'retry') {
    metrics().deliveryFailures.inc({ channel: 'push' });
    return result;
  }
  if (result.kind === 'sent') metrics().remindersSent.inc({ channel: 'push' });
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
