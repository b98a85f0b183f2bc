// What the server says once it listens: where e-mails go when no mail server is set up (so whoever runs it
// can read sign-in codes), and settings that are unsafe beyond this machine.
import { devMailEnabled } from './mail/dev-routes';
import { outboxDir } from './mail/outbox';
import type { Env } from './env';
import { isLoopbackHostname } from './http/loopback';

export function startUpNotes(env: Env): string[] {
  const notes: string[] = [];
  if (!env.smtpUrl) {
    const page = devMailEnabled(env) ? ` and at ${env.publicUrl}/dev/mail (from this machine only)` : '';
    notes.push(
      `e-mail is not set up (SMTP_URL): e-mails, with their sign-in codes and reset links, are kept in ${outboxDir(env.dataDir)}${page}`,
    );
  }
  if (!env.secureTransport && !isLoopbackHostname(new URL(env.publicUrl).hostname)) {
    notes.push(
      `PUBLIC_URL ${env.publicUrl} is not https: sessions travel unencrypted; serve the app over HTTPS`,
    );
  }
  return notes;
}
