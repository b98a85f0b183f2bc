// One way to send e-mail: over SMTP when SMTP_URL is set, otherwise into the app's own outbox (outbox.ts).
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMailer } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A stable Message-ID for a message that may be sent again after a crash, so receivers can tell it apart. */
  messageId?: string;
}

/**
 * What the sender records once a message is sent (its delivery). The outbox passes the transaction that keeps
 * the message, so both are kept or neither; over SMTP it runs once the server has taken the message (no
 * transaction can span both: a crash in between can repeat that one message, under the same Message-ID).
 */
export type RecordSent = (tx?: Db) => Promise<void>;

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, record?: RecordSent): Promise<void>;
  /** Ends pooled connections, so a finishing process is not kept alive by them. */
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  // A pool of connections: reminders go out in bursts, one connection per message would be slow.
  // The URL's own parameters (such as ?pool=false) win over this default.
  const transport = nodemailer.createTransport({ url, pool: true });
  return {
    kind: 'smtp',
    async send(message, record) {
      const { messageId, ...rest } = message;
      await transport.sendMail({ from, ...rest, ...(messageId ? { messageId } : {}) });
      await record?.();
    },
    close: () => transport.close(),
  };
}

export function createMailer(
  settings: { smtpUrl?: string | undefined; mailFrom: string; dataDir: string },
  db: Db,
): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : outboxMailer(db, settings);
}
