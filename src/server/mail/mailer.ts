// One way to send e-mail: over SMTP when SMTP_URL is set, otherwise into the app's own outbox.
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A stable Message-ID for a message that may be sent again after a crash, so receivers can tell it apart. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Ends pooled connections, so a finishing process is not kept alive by them. */
  close(): void;
}

export function smtpMailer(url: string, from: string): Mailer {
  // A pool of connections: reminders go out in bursts, one connection per message would be slow.
  // The URL's own parameters (such as ?pool=false) win over this default.
  const transport = nodemailer.createTransport({ url, pool: true });
  return {
    kind: 'smtp',
    async send(message) {
      const { messageId, ...rest } = message;
      await transport.sendMail({ from, ...rest, ...(messageId ? { messageId } : {}) });
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers, ...(message.messageId ? { 'Message-ID': message.messageId } : {}) },
      });
    },
    close: () => {},
  };
}

export function createMailer(settings: { smtpUrl?: string; mailFrom: string }, db: Db): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : outboxMailer(db);
}
