// One way to send e-mail: over SMTP when SMTP_URL is set, otherwise into the app's own outbox (a table, and
// each message as an .eml file that only this machine's user can read).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
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

/** Where the outbox keeps its .eml files. */
export function outboxDir(dataDir: string): string {
  return resolve(dataDir, 'outbox');
}

export function outboxMailer(db: Db, settings: { mailFrom: string; dataDir: string }): Mailer {
  const dir = outboxDir(settings.dataDir);
  return {
    kind: 'outbox',
    async send(message) {
      const headers = {
        ...message.headers,
        ...(message.messageId ? { 'Message-ID': message.messageId } : {}),
      };
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers,
      });
      // The file is what a person reads when the outbox page is not served (production, another host):
      // any mail program opens it. Owner-only, as it holds sign-in codes.
      const { messageId, ...rest } = message;
      const raw = await new MailComposer({
        from: settings.mailFrom,
        ...rest,
        ...(messageId ? { messageId } : {}),
      })
        .compile()
        .build();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(dir, name), raw, { mode: 0o600 });
    },
    close: () => {},
  };
}

export function createMailer(
  settings: { smtpUrl?: string | undefined; mailFrom: string; dataDir: string },
  db: Db,
): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : outboxMailer(db, settings);
}
