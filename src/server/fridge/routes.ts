// /api/fridge-items and /api/reminders: the signed-in user's own items (a guest counts), nobody else's.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { INT4_MAX } from '@/shared/schemas/fields';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { rememberZone, zoneOf } from '../users/time-zone';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/errors';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { once } from '../http/idempotency';
import { idParam } from '../http/validate';
import { contentRange, listQueryFrom } from '../query/list';
import { limitChanges } from './change-limits';
import { fridgeChanged, fridgeScopeOf } from './scope';
import { addCustomReminder, deleteReminder, snoozeItem } from './item-reminders';
import { fridgeListSpec, getItems, listItems } from './item-views';
import { changeState, createItem, createItems, deleteItem, recordFeedback, type Owner } from './service';
import { resetShelfLife, shelfLivesOf } from './shelf-life';
import { route, routesOf } from '../operation';
import {
  deleteFridgeItemsId,
  deleteRemindersId,
  deleteShelfLives,
  deleteShelfLivesFoodId,
  getFridgeItems,
  getShelfLives,
  patchFridgeItemsId,
  postFridgeItems,
  postFridgeItemsBatch,
  postFridgeItemsIdReminders,
  postFridgeItemsIdSnooze,
  putFridgeItemsIdFeedback,
} from './contract';

const FOREIGN_KEY_VIOLATION = '23503';
/** The header naming the account that queued a change on its device. */
const QUEUED_BY = 'X-Queued-By';
/** The header of a change's answer with the acting account's points after it. */
const USER_POINTS = 'X-User-Points';

async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** A food id of the catalogue's range; anything else is as unknown as a missing food. */
function foodIdParam(c: Context): number {
  const raw = c.req.param('foodId') ?? '';
  const id = Number(raw);
  if (!/^[1-9]\d{0,9}$/.test(raw) || id > INT4_MAX) throw new HttpError(404, 'not_found', 'errors.notFound');
  return id;
}

interface OwnerOptions {
  change?: boolean;
  unauthorizedKey?: string;
}

export function fridgeRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  /** The signed-in user with their zone; only a change remembers a new zone of the browser. */
  async function owner(c: Context, { change = false, unauthorizedKey }: OwnerOptions = {}) {
    const user = await requireUser(auth, c, unauthorizedKey);
    const headers = c.req.raw.headers;
    const timeZone = change ? await rememberZone(db, user, headers) : zoneOf(user, headers);
    return { id: user.id, timeZone };
  }

  /**
   * A change to the fridge: by a user who shares it, within the limits on changes, once per Idempotency-Key;
   * everyone sharing it is told, with the change's key, so the device that made it knows its own change.
   * A change queued on a device names the account that queued it (X-Queued-By): when someone else is signed
   * in there now, it is refused as for a signed-out user, and waits for that account.
   */
  async function change(
    c: Context,
    run: (tx: Db, who: Owner) => Promise<Response>,
    unauthorizedKey?: string,
    /** How many changes it counts as, against the limits: one unless told (a shopping trip's items). */
    changes: () => Promise<number> = () => Promise.resolve(1),
  ): Promise<Response> {
    const who = await owner(c, { change: true, ...(unauthorizedKey ? { unauthorizedKey } : {}) });
    const queuedBy = c.req.header(QUEUED_BY);
    if (queuedBy !== undefined && queuedBy !== who.id) {
      throw new HttpError(401, 'other_account', 'errors.auth.otherAccount');
    }
    const key = c.req.header('idempotency-key');
    try {
      return await once(
        c,
        db,
        who.id,
        async () => limitChanges(c, db, who.id, await changes()),
        async (tx) => {
          // The fridge it changes, read once for every step and held until the change commits.
          const scope = await fridgeScopeOf(tx, who.id, { hold: true });
          const answer = await run(tx, { ...who, scope });
          // Everyone sharing the fridge reads it again, on every phone, once the change commits.
          await fridgeChanged(tx, scope, key);
          // The points it earned or took back travel with the answer: the screen need not ask for them.
          const [me] = await tx.select({ points: users.points }).from(users).where(eq(users.id, who.id));
          if (me) answer.headers.set(USER_POINTS, String(me.points));
          return answer;
        },
      );
    } catch (error) {
      // The user went while the change was under way (a guest merged into an account a moment ago): the
      // session is over, as the next request would be told.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION && !(await userExists(db, who.id))) {
        throw new HttpError(401, 'unauthorized', unauthorizedKey ?? 'errors.auth.notSignedIn');
      }
      throw error;
    }
  }

  return routesOf([
    route(getFridgeItems, async (c, { reply }) => {
      // Only the account matters to a read: its zone is not needed, nor remembered.
      const { id } = await requireUser(auth, c);
      const query = listQueryFrom(c.req.url, fridgeListSpec);
      const { rows, total } = await listItems(db, id, query);
      c.header('Content-Range', contentRange(query.offset, rows.length, total));
      c.header('Cache-Control', 'no-store');
      return reply(200, rows);
    }),
    // Adding without a user is refused with 'No user ID available'.
    route(postFridgeItems, (c, { body, reply }) =>
      change(
        c,
        async (tx, who) => {
          const input = await body();
          const id = await createItem(tx, who, input);
          const [item] = await getItems(tx, who, [id]);
          return reply(201, item!);
        },
        'errors.fridge.noUserId',
      ),
    ),
    // A shopping trip: all its items or none, counted as that many changes.
    route(postFridgeItemsBatch, (c, { body, reply }) =>
      change(
        c,
        async (tx, who) => {
          const ids = await createItems(tx, who, (await body()).items);
          return reply(201, await getItems(tx, who, ids));
        },
        'errors.fridge.noUserId',
        async () => (await body()).items.length,
      ),
    ),
    route(patchFridgeItemsId, (c, { body, reply }) =>
      change(c, async (tx, who) => {
        const id = idParam(c);
        const { state } = await body();
        await changeState(tx, who, id, state);
        const [item] = await getItems(tx, who, [id]);
        return reply(200, item!);
      }),
    ),
    route(putFridgeItemsIdFeedback, (c, { body, reply }) =>
      change(c, async (tx, who) => {
        const id = idParam(c);
        const feedback = await body();
        await recordFeedback(tx, who, id, feedback);
        const [item] = await getItems(tx, who, [id]);
        return reply(200, item!);
      }),
    ),
    route(postFridgeItemsIdSnooze, (c, { reply }) =>
      change(c, async (tx, who) => {
        const id = idParam(c);
        await snoozeItem(tx, who, id);
        const [item] = await getItems(tx, who, [id]);
        return reply(200, item!);
      }),
    ),
    route(getShelfLives, async (c, { reply }) => {
      const { id } = await owner(c);
      c.header('Cache-Control', 'no-store');
      return reply(200, await shelfLivesOf(db, id));
    }),
    route(deleteShelfLives, (c) =>
      change(c, async (tx, who) => {
        await resetShelfLife(tx, who.id);
        return c.body(null, 204);
      }),
    ),
    route(deleteShelfLivesFoodId, (c) =>
      change(c, async (tx, who) => {
        await resetShelfLife(tx, who.id, foodIdParam(c));
        return c.body(null, 204);
      }),
    ),
    route(deleteFridgeItemsId, (c) =>
      change(c, async (tx, who) => {
        await deleteItem(tx, who, idParam(c));
        return c.body(null, 204);
      }),
    ),
    route(postFridgeItemsIdReminders, (c, { body, reply }) =>
      change(c, async (tx, who) => {
        const id = idParam(c);
        const { days } = await body();
        await addCustomReminder(tx, who, id, days);
        const [item] = await getItems(tx, who, [id]);
        return reply(201, item!);
      }),
    ),
    route(deleteRemindersId, (c) =>
      change(c, async (tx, who) => {
        await deleteReminder(tx, who, idParam(c));
        return c.body(null, 204);
      }),
    ),
  ]);
}
