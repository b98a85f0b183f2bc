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
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
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
        headers: message.headers ?? {},
      });
    },
  };
}

export function createMailer(settings: { smtpUrl?: string; mailFrom: string }, db: Db): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : outboxMailer(db);
}
