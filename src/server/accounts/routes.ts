// /api/account: what the auth library does not offer as we need it, such as a guest's first password or the
// account's language.
import { deleteCookie } from 'hono/cookie';
import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import type { profileResponse } from '@/shared/responses/account';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { clientIp } from '../auth/client-ip';
import { claimOrRefuse, countSuccess } from '../auth/failures';
import { isCommonPassword } from '../auth/password-policy';
import { requireUser } from '../auth/session';
import { awardSignupReward } from '../auth/signup-reward';
import { accounts, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { publicUrl } from '../storage/storage';
import { deleteAccount } from './delete-account';
import { feedTokenOf, feedUrl, renewFeed, revokeFeed } from '../calendar/feed';
import { exportAccount } from './export';
import { exportItemsCsv } from './export-csv';
import { PICTURE_BODY_BYTES, pictureTooLarge, storePicture } from './picture';
import { route, routesOf } from '../operation';
import {
  deleteAccount as deleteAccountOperation,
  deleteAccountCalendar,
  getAccountCalendar,
  getAccountExport,
  getAccountExportCsv,
  getAccountProfile,
  patchAccountProfile,
  postAccountCalendar,
  postAccountPassword,
  postAccountPicture,
  putAccountLocale,
} from './contract';

export function accountRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;

  async function profileOf(userId: string): Promise<Sent<typeof profileResponse>> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new HttpError(404, 'not_found', 'errors.notFound');
    return {
      email: row.isAnonymous ? null : row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: row.displayName,
      phone: row.phone,
      birthDate: row.birthDate,
      gender: row.gender as 'male' | 'female' | 'other' | null,
      imgPath: publicUrl(row.imgPath),
    };
  }

  return routesOf([
    route(getAccountExport, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const data = await exportAccount(db, user.id);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="myfridge-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return reply(200, data);
    }),
    route(getAccountExportCsv, async (c) => {
      const user = await requireUser(auth, c);
      const csv = await exportItemsCsv(db, user.id);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="myfridge-items-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
      return c.body(csv);
    }),
    // The private calendar address: shown, made anew (the old one stops working) or turned off.
    route(getAccountCalendar, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const token = await feedTokenOf(db, user.id);
      c.header('Cache-Control', 'no-store');
      return reply(200, { url: token ? feedUrl(deps.env.publicUrl, token) : null });
    }),
    route(postAccountCalendar, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      const token = await renewFeed(db, user.id);
      return reply(200, { url: feedUrl(deps.env.publicUrl, token) });
    }),
    route(deleteAccountCalendar, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      await revokeFeed(db, user.id);
      return reply(200, { url: null });
    }),
    route(getAccountProfile, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      c.header('Cache-Control', 'no-store');
      return reply(200, await profileOf(user.id));
    }),
    route(patchAccountProfile, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const input = await body({ notJson: null });
      await db
        .update(users)
        .set({
          ...input,
          displayName: input.displayName || null,
          name: `${input.firstName} ${input.lastName}`,
        })
        .where(eq(users.id, user.id));
      return reply(200, await profileOf(user.id));
    }),
    route(putAccountLocale, async (c, { body, reply }) => {
      // The language chosen in the app: e-mails, reminders and answers follow it, and so does every
      // device the account signs in on.
      const user = await requireUser(auth, c);
      const { locale } = await body({ notJson: null });
      await db.update(users).set({ locale }).where(eq(users.id, user.id));
      return reply(200, { locale });
    }),
    route(
      postAccountPicture,
      async (c, { reply }) => {
        const user = await requireUser(auth, c);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const path = await storePicture(deps.storage, user.id, form.picture);
        const [previous] = await db
          .select({ imgPath: users.imgPath })
          .from(users)
          .where(eq(users.id, user.id));
        await db.update(users).set({ imgPath: path }).where(eq(users.id, user.id));
        if (previous?.imgPath?.startsWith('public/avatars/')) {
          await deps.storage.delete('public', previous.imgPath.slice('public/'.length));
        }
        return reply(200, { imgPath: publicUrl(path) });
      },
      {
        before: [
          bodyLimit({
            maxSize: PICTURE_BODY_BYTES,
            onError: pictureTooLarge,
          }),
        ],
      },
    ),
    route(deleteAccountOperation, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { password } = await body({ notJson: {} });
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
        // A wrong password here counts as a failed sign-in: the same growing delays for this source.
        const ip = clientIp(c, deps.env.trustedProxies);
        await claimOrRefuse(db, 'password', user.email, ip);
        if (!(await verify(credential.hash, password))) {
          throw new HttpError(403, 'invalid_password', 'errors.auth.invalidPassword');
        }
        await countSuccess(db, 'password', user.email, ip);
      }
      const [row] = await db.select({ imgPath: users.imgPath }).from(users).where(eq(users.id, user.id));
      await deleteAccount(
        db,
        { storage: deps.storage, dataDir: deps.env.dataDir },
        {
          id: user.id,
          email: user.email,
          imgPath: row?.imgPath ?? null,
        },
      );
      deps.logger.info({ userId: user.id }, 'account deleted');
      // The device keeps nothing of the account: not even the cookies of its ended session.
      const { authCookies } = await auth.$context;
      for (const cookie of [
        authCookies.sessionToken,
        authCookies.sessionData,
        authCookies.dontRememberToken,
      ]) {
        deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure ?? false });
      }
      return reply(200, { status: 'deleted' });
    }),
    route(postAccountPassword, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { firstName, password } = await body({ notJson: null });
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
      // The profile greets the person by this name from now on.
      const name = [firstName, user.lastName].filter(Boolean).join(' ');
      await db.update(users).set({ isAnonymous: false, firstName, name }).where(eq(users.id, user.id));
      await awardSignupReward(deps, user.id);
      return reply(200, { status: 'ok' });
    }),
  ]);
}
