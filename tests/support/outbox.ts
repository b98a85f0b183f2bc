// Reads the e-mails the app kept in its outbox (sent just after each answer, so wait for them).
import type { TestApp } from './test-app';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function waitForMail(
  t: TestApp,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await t.request('/dev/mail.json')).json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to && matches(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

export async function mailsTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  return ((await (await t.request('/dev/mail.json')).json()) as OutboxMail[]).filter((m) => m.to === to);
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
