// A guest asking for an address that belongs to an account is told so (and the address's owner is told that
// someone tried), at most a few times an hour per network, before the auth library sees the request.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { toLanguage } from '../http/i18n';
import { deliverLimited } from '../mail/limits';
import { accountExistsMail } from '../mail/templates';
import { sourceOf } from '../security/backoff';
import { consume, peek, type Limit } from '../security/rate-limit';

/**
 * How many times an hour one network may be told that an address has an account. Past that, every address is
 * refused alike (429), so probing addresses in bulk soon stops; a person needs this answer once or twice.
 */
export const TAKEN_ADDRESS_ANSWERS: Limit = { max: 5, windowSeconds: 3600 };

/**
 * 409 when `email` belongs to a registered account: the guest is offered to log in instead, and the address's
 * owner is told, as after a sign-up with it. A guest's placeholder address counts as free.
 */
export async function refuseTakenAddress(deps: AppDeps, email: string, ip: string): Promise<void> {
  const db = deps.database.db;
  const key = `taken-address-answers:${sourceOf(ip)}`;
  const state = await peek(db, key, TAKEN_ADDRESS_ANSWERS);
  if (!state.allowed) {
    throw new HttpError(429, 'too_many_requests', 'errors.tooManyRequests', {
      seconds: state.retryAfterSeconds,
    });
  }
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isAnonymous, false)));
  if (!owner) return;
  await consume(db, key, TAKEN_ADDRESS_ANSWERS);
  const recipient = { email: owner.email, name: owner.firstName, lang: toLanguage(owner.locale) };
  deliverLimited(
    { db, mailer: deps.mailer, logger: deps.logger },
    'notice',
    accountExistsMail(recipient, `${deps.env.publicUrl}/login`),
  );
  throw new HttpError(409, 'user_already_exists', 'errors.auth.userExists');
}
