// /api/account: what the auth library does not offer as we need it, such as a guest's first password or the
// account's language.
import { deleteCookie } from 'hono/cookie';
import { verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteAccountSchema, guestAccountSchema } from '@/shared/schemas/auth';
import { accountLocaleSchema, PICTURE_MAX_MB, profileEditSchema } from '@/shared/schemas/profile';
import type {
  accountDeletedResponse,
  accountExportResponse,
  calendarAddressResponse,
  localeResponse,
  pictureResponse,
  profileResponse,
  statusOkResponse,
} from '@/shared/responses/account';
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
import { validateBody } from '../http/validate';
import { publicUrl } from '../storage/storage';
import { deleteAccount } from './delete-account';
import { feedTokenOf, feedUrl, renewFeed, revokeFeed } from '../calendar/feed';
import { exportAccount } from './export';
import { exportItemsCsv } from './export-csv';
import { storePicture } from './picture';

const PICTURE_BODY_BYTES = PICTURE_MAX_MB * 1024 * 1024 + 64 * 1024;

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

  return (
    new Hono()
      .get('/export', async (c) => {
        const user = await requireUser(auth, c);
        const data = await exportAccount(db, user.id);
        c.header('Cache-Control', 'no-store');
        c.header(
          'Content-Disposition',
          `attachment; filename="myfridge-data-${data.exportedAt.slice(0, 10)}.json"`,
        );
        return c.json(data satisfies Sent<typeof accountExportResponse>);
      })
      .get('/export.csv', async (c) => {
        const user = await requireUser(auth, c);
        const csv = await exportItemsCsv(db, user.id);
        c.header('Cache-Control', 'no-store');
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="myfridge-items-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
        return c.body(csv);
      })
      // The private calendar address: shown, made anew (the old one stops working) or turned off.
      .get('/calendar', async (c) => {
        const user = await requireUser(auth, c);
        const token = await feedTokenOf(db, user.id);
        c.header('Cache-Control', 'no-store');
        return c.json({ url: token ? feedUrl(deps.env.publicUrl, token) : null } satisfies Sent<
          typeof calendarAddressResponse
        >);
      })
      .post('/calendar', async (c) => {
        const user = await requireUser(auth, c);
        const token = await renewFeed(db, user.id);
        return c.json({ url: feedUrl(deps.env.publicUrl, token) } satisfies Sent<
          typeof calendarAddressResponse
        >);
      })
      .delete('/calendar', async (c) => {
        const user = await requireUser(auth, c);
        await revokeFeed(db, user.id);
        return c.json({ url: null } satisfies Sent<typeof calendarAddressResponse>);
      })
      .get('/profile', async (c) => {
        const user = await requireUser(auth, c);
        c.header('Cache-Control', 'no-store');
        return c.json(await profileOf(user.id));
      })
      .patch('/profile', async (c) => {
        const user = await requireUser(auth, c);
        const input = validateBody(profileEditSchema, await c.req.json().catch(() => null));
        await db
          .update(users)
          .set({
            ...input,
            displayName: input.displayName || null,
            name: `${input.firstName} ${input.lastName}`,
          })
          .where(eq(users.id, user.id));
        return c.json(await profileOf(user.id));
      })
      .put('/locale', async (c) => {
        // The language chosen in the app: e-mails, reminders and answers follow it, and so does every
        // device the account signs in on.
        const user = await requireUser(auth, c);
        const { locale } = validateBody(accountLocaleSchema, await c.req.json().catch(() => null));
        await db.update(users).set({ locale }).where(eq(users.id, user.id));
        return c.json({ locale } satisfies Sent<typeof localeResponse>);
      })
      .post(
        '/picture',
        bodyLimit({
          maxSize: PICTURE_BODY_BYTES,
          onError: () => {
            throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
              { field: 'picture', messageKey: 'validation.pictureSize', params: { max: PICTURE_MAX_MB } },
            ]);
          },
        }),
        async (c) => {
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
          return c.json({ imgPath: publicUrl(path) } satisfies Sent<typeof pictureResponse>);
        },
      )
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
        return c.json({ status: 'deleted' } satisfies Sent<typeof accountDeletedResponse>);
      })
      .post('/password', async (c) => {
        const user = await requireUser(auth, c);
        const { firstName, password } = validateBody(
          guestAccountSchema,
          await c.req.json().catch(() => null),
        );
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
        if (!user.emailVerified)
          throw new HttpError(403, 'email_not_verified', 'errors.auth.verifyEmailFirst');

        await auth.api.setPassword({ body: { newPassword: password }, headers: c.req.raw.headers });
        // The profile greets the person by this name from now on.
        const name = [firstName, user.lastName].filter(Boolean).join(' ');
        await db.update(users).set({ isAnonymous: false, firstName, name }).where(eq(users.id, user.id));
        await awardSignupReward(deps, user.id);
        return c.json({ status: 'ok' } satisfies Sent<typeof statusOkResponse>);
      })
  );
}
