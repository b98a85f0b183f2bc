// /api/fridge-items and /api/reminders: the signed-in user's own items (a guest counts), nobody else's.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  addReminderSchema,
  createFridgeItemSchema,
  itemFeedbackSchema,
  updateFridgeItemSchema,
} from '@/shared/schemas/fridge';
import { INT4_MAX } from '@/shared/schemas/fields';
import type {
  fridgeItemListResponse,
  fridgeItemResponse,
  shelfLifeListResponse,
} from '@/shared/responses/fridge';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { rememberZone, zoneOf } from '../users/time-zone';
import { requireUser } from '../auth/session';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/errors';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { once } from '../http/idempotency';
import { idParam, jsonBody, validateBody } from '../http/validate';
import { contentRange, listQueryFrom } from '../query/list';
import { limitChanges } from './change-limits';
import { fridgeChanged, fridgeScopeOf } from './scope';
import { addCustomReminder, deleteReminder, snoozeItem } from './item-reminders';
import { fridgeListSpec, getItems, listItems } from './item-views';
import { changeState, createItem, deleteItem, recordFeedback } from './service';
import { resetShelfLife, shelfLivesOf } from './shelf-life';

const FOREIGN_KEY_VIOLATION = '23503';

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
   * everyone sharing it is told.
   */
  async function change(
    c: Context,
    run: (tx: Db, who: Awaited<ReturnType<typeof owner>>) => Promise<Response>,
    unauthorizedKey?: string,
  ): Promise<Response> {
    const who = await owner(c, { change: true, ...(unauthorizedKey ? { unauthorizedKey } : {}) });
    try {
      return await once(
        c,
        db,
        who.id,
        () => limitChanges(c, db, who.id),
        async (tx) => {
          const answer = await run(tx, who);
          // Everyone sharing the fridge reads it again, on every phone, once the change commits.
          await fridgeChanged(tx, await fridgeScopeOf(tx, who.id));
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

  return (
    new Hono()
      .get('/fridge-items', async (c) => {
        const { id } = await owner(c);
        const query = listQueryFrom(c.req.url, fridgeListSpec);
        const { rows, total } = await listItems(db, id, query);
        c.header('Content-Range', contentRange(query.offset, rows.length, total));
        c.header('Cache-Control', 'no-store');
        return c.json(rows satisfies Sent<typeof fridgeItemListResponse>);
      })
      // Adding without a user is refused with 'No user ID available'.
      .post('/fridge-items', (c) =>
        change(
          c,
          async (tx, who) => {
            const input = validateBody(createFridgeItemSchema, await jsonBody(c));
            const id = await createItem(tx, who, input);
            const [item] = await getItems(tx, who.id, [id]);
            return c.json(item! satisfies Sent<typeof fridgeItemResponse>, 201);
          },
          'errors.fridge.noUserId',
        ),
      )
      .patch('/fridge-items/:id', (c) =>
        change(c, async (tx, who) => {
          const id = idParam(c);
          const { state } = validateBody(updateFridgeItemSchema, await jsonBody(c));
          await changeState(tx, who.id, id, state);
          const [item] = await getItems(tx, who.id, [id]);
          return c.json(item! satisfies Sent<typeof fridgeItemResponse>);
        }),
      )
      .put('/fridge-items/:id/feedback', (c) =>
        change(c, async (tx, who) => {
          const id = idParam(c);
          const feedback = validateBody(itemFeedbackSchema, await jsonBody(c));
          await recordFeedback(tx, who.id, id, feedback);
          const [item] = await getItems(tx, who.id, [id]);
          return c.json(item! satisfies Sent<typeof fridgeItemResponse>);
        }),
      )
      .post('/fridge-items/:id/snooze', (c) =>
        change(c, async (tx, who) => {
          const id = idParam(c);
          await snoozeItem(tx, who, id);
          const [item] = await getItems(tx, who.id, [id]);
          return c.json(item! satisfies Sent<typeof fridgeItemResponse>);
        }),
      )
      .get('/shelf-lives', async (c) => {
        const { id } = await owner(c);
        c.header('Cache-Control', 'no-store');
        return c.json((await shelfLivesOf(db, id)) satisfies Sent<typeof shelfLifeListResponse>);
      })
      .delete('/shelf-lives', (c) =>
        change(c, async (tx, who) => {
          await resetShelfLife(tx, who.id);
          return c.body(null, 204);
        }),
      )
      .delete('/shelf-lives/:foodId', (c) =>
        change(c, async (tx, who) => {
          await resetShelfLife(tx, who.id, foodIdParam(c));
          return c.body(null, 204);
        }),
      )
      .delete('/fridge-items/:id', (c) =>
        change(c, async (tx, who) => {
          await deleteItem(tx, who.id, idParam(c));
          return c.body(null, 204);
        }),
      )
      .post('/fridge-items/:id/reminders', (c) =>
        change(c, async (tx, who) => {
          const id = idParam(c);
          const { days } = validateBody(addReminderSchema, await jsonBody(c));
          await addCustomReminder(tx, who, id, days);
          const [item] = await getItems(tx, who.id, [id]);
          return c.json(item! satisfies Sent<typeof fridgeItemResponse>, 201);
        }),
      )
      .delete('/reminders/:id', (c) =>
        change(c, async (tx, who) => {
          await deleteReminder(tx, who.id, idParam(c));
          return c.body(null, 204);
        }),
      )
  );
}
