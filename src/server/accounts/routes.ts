// /api/account: what the auth library does not offer as we need it, such as a guest's first password.
import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteAccountSchema, newPasswordSchema } from '@/shared/schemas/auth';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { isCommonPassword } from '../auth/password-policy';
import { requireUser } from '../auth/session';
import { awardSignupReward } from '../auth/signup-reward';
import { accounts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { deleteAccount } from './delete-account';

export function accountRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  return new Hono()
    .delete('/', async (c) => {
      const user = await requireUser(auth, c);
      const { password } = validateBody(deleteAccountSchema, await c.req.json().catch(() => ({})));
      const [credential] = await db
        .select({ hash: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      // Whoever has a password confirms with it; a guest or a social account confirms with the session.
      if (credential?.hash) {
        if (!password) {
          throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
            { field: 'password', messageKey: 'validation.passwordRequired' },
          ]);
        }
        if (!(await verify(credential.hash, password))) {
          throw new HttpError(403, 'invalid_password', 'errors.auth.invalidPassword');
        }
      }
      const [row] = await db.select({ imgPath: users.imgPath }).from(users).where(eq(users.id, user.id));
      await deleteAccount(db, deps.storage, {
        id: user.id,
        email: user.email,
        imgPath: row?.imgPath ?? null,
      });
      deps.logger.info({ userId: user.id }, 'account deleted');
      return c.json({ status: 'deleted' as const });
    })
    .post('/password', async (c) => {
      const user = await requireUser(auth, c);
      const { password } = validateBody(newPasswordSchema, await c.req.json().catch(() => null));
      if (isCommonPassword(password)) {
        throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
          { field: 'password', messageKey: 'validation.passwordCommon' },
        ]);
      }
      const [credential] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      if (credential) throw new HttpError(409, 'password_already_set', 'errors.auth.passwordAlreadySet');
      // A guest sets a password only after proving the e-mail address with a code.
      if (!user.emailVerified) throw new HttpError(403, 'email_not_verified', 'errors.auth.verifyEmailFirst');

      await auth.api.setPassword({ body: { newPassword: password }, headers: c.req.raw.headers });
      await db.update(users).set({ isAnonymous: false }).where(eq(users.id, user.id));
      await awardSignupReward(deps, user.id);
      return c.json({ status: 'ok' as const });
    });
}
