// Reminder endpoints: the VAPID public key, this device's push subscription, the e-mail reminders switch, the
// reminder preferences,
// and the e-mails' unsubscribe link (RFC 8058 one-click, or the confirmation page's POST).
import { and, eq, or } from 'drizzle-orm';
import type { notificationSettingsResponse } from '@/shared/responses/account';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { pushSubscriptions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { reminderPreferences, saveReminderPreferences } from './preferences';
import { allowedEndpoint, resolveVapidKeys } from './push';
import { unsubscribeSecret, verifyUnsubscribeToken } from './unsubscribe-token';
import { route, routesOf } from '../operation';
import {
  deletePushSubscriptions,
  getAccountNotifications,
  getAccountReminderPreferences,
  getPushPublicKey,
  postEmailUnsubscribe,
  postPushSubscriptions,
  putAccountNotifications,
  putAccountReminderPreferences,
} from './contract';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

function decodedLength(value: string): number {
  return Buffer.from(value, 'base64url').length;
}

export function reminderRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  const vapid = once(() => resolveVapidKeys(db, deps.env.vapid));
  const secret = once(() => unsubscribeSecret(db));

  async function settingsOf(userId: string): Promise<Sent<typeof notificationSettingsResponse>> {
    const [row] = await db
      .select({
        emailReminders: users.emailReminders,
        monthlySummary: users.monthlySummary,
        emailVerified: users.emailVerified,
        isAnonymous: users.isAnonymous,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new HttpError(404, 'not_found', 'errors.notFound');
    return row;
  }

  return routesOf([
    route(getPushPublicKey, async (c, { reply }) => reply(200, { publicKey: (await vapid()).publicKey })),
    route(postPushSubscriptions, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const input = await body();
      if (!allowedEndpoint(input.endpoint, deps.env.pushHosts, deps.env.isProduction)) {
        throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
          { field: 'endpoint', messageKey: 'validation.pushEndpoint' },
        ]);
      }
      // RFC 8291: a P-256 point, uncompressed (65 bytes), and a 16-byte authentication secret.
      const { p256dh, auth: secretKey } = input.keys;
      if (decodedLength(p256dh) !== 65 || decodedLength(secretKey) !== 16) {
        throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
          { field: 'keys', messageKey: 'validation.pushKeys' },
        ]);
      }
      // An endpoint already stored moves to this user only when it is theirs already, or when the keys are
      // the stored ones: the same browser subscription, now used by another account (its sign-out could not
      // reach us). Knowing an endpoint alone, someone could otherwise take another user's device, or with
      // keys of their own have that user's reminders pushed to them. One statement, so no race between.
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint: input.endpoint, p256dh, auth: secretKey })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, p256dh, auth: secretKey, updatedAt: new Date() },
          setWhere: or(
            eq(pushSubscriptions.userId, user.id),
            and(eq(pushSubscriptions.p256dh, p256dh), eq(pushSubscriptions.auth, secretKey)),
          ),
        })
        .returning({ id: pushSubscriptions.id });
      if (!row) throw new HttpError(409, 'push_subscription_taken', 'errors.push.subscriptionTaken');
      return reply(201, { id: row.id });
    }),
    route(deletePushSubscriptions, async (c, { body }) => {
      const user = await requireUser(auth, c);
      const { endpoint } = await body();
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
      return c.body(null, 204);
    }),
    route(getAccountNotifications, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      return reply(200, await settingsOf(user.id));
    }),
    route(putAccountNotifications, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const { emailReminders, monthlySummary } = await body();
      await db
        .update(users)
        .set({
          ...(emailReminders !== undefined ? { emailReminders } : {}),
          ...(monthlySummary !== undefined ? { monthlySummary } : {}),
        })
        .where(eq(users.id, user.id));
      return reply(200, await settingsOf(user.id));
    }),
    route(getAccountReminderPreferences, async (c, { reply }) => {
      const user = await requireUser(auth, c);
      c.header('Cache-Control', 'no-store');
      return reply(200, await reminderPreferences(db, user.id));
    }),
    route(putAccountReminderPreferences, async (c, { body, reply }) => {
      const user = await requireUser(auth, c);
      const prefs = await body();
      await saveReminderPreferences(db, user.id, prefs);
      return reply(200, await reminderPreferences(db, user.id));
    }),
    route(postEmailUnsubscribe, async (c, { body, reply }) => {
      // Mail providers POST `List-Unsubscribe=One-Click` as a form to the link's URL (RFC 8058 §3.2);
      // the app's own page sends the token as JSON. Either way the signed token is the only credential.
      const type = c.req.header('content-type') ?? '';
      const token = type.includes('application/json') ? (await body()).token : (c.req.query('token') ?? '');
      const userId = verifyUnsubscribeToken(await secret(), token);
      if (!userId) {
        throw new HttpError(400, 'invalid_token', 'errors.validation', {}, [
          { field: 'token', messageKey: 'validation.unsubscribeToken' },
        ]);
      }
      await db.update(users).set({ emailReminders: false }).where(eq(users.id, userId));
      deps.logger.info({ userId }, 'e-mail reminders turned off by unsubscribe link');
      return reply(200, { ok: true });
    }),
  ]);
}
