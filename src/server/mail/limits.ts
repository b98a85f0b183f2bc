// How often e-mail may go to one address, so nobody can flood a mailbox through the app: every e-mail a
// request can cause (codes, reset links, account notices) counts, whichever way it was asked for. One of
// each kind a minute (no repeat of the same e-mail), ten of any kind an hour (no flood).
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { consume, type Limit } from '../security/rate-limit';
import { afterAnswer } from './after-answer';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_PER_MINUTE: Limit = { max: 1, windowSeconds: 60 };
export const MAIL_PER_HOUR: Limit = { max: 10, windowSeconds: 3600 };

/** One-time codes (to verify, to sign in, to change an address), reset links, notices about the account. */
export type MailKind = 'code' | 'reset' | 'notice';

function keys(prefix: string, kind: MailKind, address: string) {
  return [
    { name: 'minute', key: `${prefix}-minute-${kind}:${address}`, limit: MAIL_PER_MINUTE },
    { name: 'hour', key: `${prefix}-hour:${address}`, limit: MAIL_PER_HOUR },
  ] as const;
}

/**
 * A request that asks for an e-mail to `address` (sign-up, a new code, a reset link): 429 past the limits.
 * Requests are counted whether or not an account has this address, so the answer tells nothing about it.
 */
export async function limitMailRequests(db: Db, kind: MailKind, address: string): Promise<void> {
  for (const { name, key: counter, limit } of keys('mail-request', kind, address)) {
    const state = await consume(db, counter, limit);
    if (!state.allowed) {
      const key = name === 'minute' ? 'errors.auth.otpSentRecently' : 'errors.tooManyRequests';
      throw new HttpError(429, 'too_many_requests', key, { seconds: state.retryAfterSeconds });
    }
  }
}

/** Whether one more e-mail of this kind may go to `address` now; counts it when it may. */
export async function mayMail(db: Db, kind: MailKind, address: string): Promise<boolean> {
  const [minute, hour] = keys('mail', kind, address);
  if (!(await consume(db, minute.key, minute.limit)).allowed) return false;
  return (await consume(db, hour.key, hour.limit)).allowed;
}

/**
 * Sends after the current request has answered (never inside the auth library's transaction, and without
 * making the answer's timing depend on the e-mail), within the per-address limits; past them it is dropped.
 */
export function deliverLimited(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  kind: MailKind,
  message: MailMessage,
): void {
  afterAnswer(deps.mailer, () =>
    mayMail(deps.db, kind, message.to)
      .then((allowed) => {
        if (allowed) return deps.mailer.send(message);
        // Never the subject: a code's subject holds the code (and the text, a code or a link).
        deps.logger.warn({ mail: kind }, 'e-mail not sent: over the per-address limit');
      })
      .catch((err: unknown) => deps.logger.error({ err, mail: kind }, 'e-mail not sent')),
  );
}
