// Sends an e-mail after the current request has answered: never inside the auth library's transaction,
// and without making the answer's timing depend on whether an e-mail went out.
import type { Logger } from 'pino';
import { afterAnswer } from '../mail/after-answer';
import type { MailMessage, Mailer } from '../mail/mailer';

/** `mail` names the kind of e-mail in the log (never its subject or text: they may hold a code). */
export function deliverLater(mailer: Mailer, logger: Logger, message: MailMessage, mail: string): void {
  afterAnswer(mailer, () =>
    mailer.send(message).catch((err: unknown) => logger.error({ err, mail }, 'e-mail not sent')),
  );
}
