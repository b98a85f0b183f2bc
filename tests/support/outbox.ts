// Reads the e-mails the app kept in its outbox table (sent just after each answer, so wait for them).
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema';
import { mailLeftSettled } from '../../src/server/mail/after-answer';
import type { TestApp } from './test-app';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail of the outbox, newest first. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const rows = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.sentAt));
  return rows.map((m) => ({ to: m.toAddress, subject: m.subject, text: m.text, html: m.html }));
}

/**
 * The first e-mail to `to` that `matches`: once the e-mails left for after the answers so far have gone,
 * however long a busy machine takes, then within `timeoutMs` for any other (a reminder's).
 */
export async function waitForMail(
  t: TestApp,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  await mailLeftSettled(t.mailer);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await outbox(t)).find((m) => m.to === to && matches(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

/**
 * Waits until `count` e-mails have reached `to` (after those left for after the answers have gone, then within
 * `timeoutMs`); more than that fails the test at once.
 */
export async function waitForMailCount(t: TestApp, to: string, count: number, timeoutMs = 5000) {
  await mailLeftSettled(t.mailer);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const n = (await mailsTo(t, to)).length;
    if (n > count) throw new Error(`${n} e-mails to ${to}, expected ${count}`);
    if (n === count) return;
    if (Date.now() >= deadline)
      throw new Error(`${n} e-mails to ${to} within ${timeoutMs} ms, expected ${count}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function mailsTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  return (await outbox(t)).filter((m) => m.to === to);
}

export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

export function linkIn(mail: OutboxMail): string {
  const link = /(https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}
