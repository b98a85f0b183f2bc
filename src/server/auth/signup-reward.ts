// +5 points (docs/product.md#points) the first time an account becomes permanent, with a welcome e-mail.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { users } from '../db/schema';
import { welcomeMail } from '../mail/templates';
import { addPoints } from '../points/ledger';
import { deliverLater } from './deliver';

export const SIGNUP_POINTS = 5;

/** Awards the reward once, only to a permanent account with a verified e-mail. Returns whether it was new. */
export async function awardSignupReward(deps: AppDeps, userId: string): Promise<boolean> {
  const { database, mailer, logger, env } = deps;
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.isAnonymous || !user.emailVerified) return false;
  const awarded = await database.db.transaction((tx) =>
    addPoints(tx, { userId, reason: 'signup', points: SIGNUP_POINTS }),
  );
  if (awarded) {
    const lang = user.locale === 'en' ? 'en' : 'it';
    deliverLater(
      mailer,
      logger,
      welcomeMail({ email: user.email, name: user.firstName, lang }, `${env.publicUrl}/fridge`),
      'welcome',
    );
  }
  return awarded;
}
