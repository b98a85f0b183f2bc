// /api/fridge-items and /api/reminders: the signed-in user's own items (a guest counts), nobody else's.
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { FRIDGE_WRITES } from '@/shared/points';
import { addReminderSchema, createFridgeItemSchema, updateFridgeItemSchema } from '@/shared/schemas/fridge';
import { isTimeZone } from '@/shared/zoned-time';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { contentRange, listQueryFrom } from '../query/list';
import { consume } from '../security/rate-limit';
import {
  addCustomReminder,
  changeState,
  createItem,
  deleteItem,
  deleteReminder,
  fridgeListSpec,
  getItems,
  listItems,
} from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid is as unknown as another user's: 404 either way. */
function idParam(c: Context, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw new HttpError(404, 'not_found', 'errors.notFound');
  return id;
}

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => {
    throw new HttpError(400, 'bad_request', 'errors.badRequest');
  });
}

export function fridgeRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;
  async function owner(c: Context, unauthorizedKey?: string) {
    const user = await requireUser(auth, c, unauthorizedKey);
    const stored = (user as { timeZone?: unknown }).timeZone;
    // The browser says where the user is now (a trip, a move): reminders follow it.
    const browser = c.req.header('x-time-zone');
    if (browser && browser !== stored && isTimeZone(browser)) {
      await db.update(users).set({ timeZone: browser }).where(eq(users.id, user.id));
      return { id: user.id, timeZone: browser };
    }
    return {
      id: user.id,
      timeZone: typeof stored === 'string' && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE,
    };
  }

  /** The owner of a change to the fridge, within the per-user limits on changes. */
  async function writer(c: Context, unauthorizedKey?: string) {
    const who = await owner(c, unauthorizedKey);
    const perMinute = await consume(db, `fridge-write-minute:${who.id}`, {
      max: FRIDGE_WRITES.perMinute,
      windowSeconds: 60,
    });
    const perDay = perMinute.allowed
      ? await consume(db, `fridge-write-day:${who.id}`, { max: FRIDGE_WRITES.perDay, windowSeconds: 86_400 })
      : perMinute;
    if (!perMinute.allowed || !perDay.allowed) {
      const seconds = (perMinute.allowed ? perDay : perMinute).retryAfterSeconds;
      c.header('Retry-After', String(seconds));
      throw perMinute.allowed
        ? new HttpError(429, 'too_many_requests', 'errors.fridge.dailyChanges', {
            max: FRIDGE_WRITES.perDay,
            hours: Math.ceil(seconds / 3600),
          })
        : new HttpError(429, 'too_many_requests', 'errors.fridge.tooManyChanges', { seconds });
    }
    return who;
  }

  return new Hono()
    .get('/fridge-items', async (c) => {
      const { id } = await owner(c);
      const query = listQueryFrom(c.req.url, fridgeListSpec);
      const { rows, total } = await listItems(db, id, query);
      c.header('Content-Range', contentRange(query.offset, rows.length, total));
      c.header('Cache-Control', 'no-store');
      return c.json(rows);
    })
    .post('/fridge-items', async (c) => {
      // SPEC §8: adding without a user is refused with 'No user ID available'.
      const who = await writer(c, 'errors.fridge.noUserId');
      const input = validateBody(createFridgeItemSchema, await jsonBody(c));
      const id = await createItem(db, who, input);
      const [item] = await getItems(db, who.id, [id]);
      return c.json(item!, 201);
    })
    .patch('/fridge-items/:id', async (c) => {
      const who = await writer(c);
      const id = idParam(c);
      const { state } = validateBody(updateFridgeItemSchema, await jsonBody(c));
      await changeState(db, who.id, id, state);
      const [item] = await getItems(db, who.id, [id]);
      return c.json(item!);
    })
    .delete('/fridge-items/:id', async (c) => {
      const who = await writer(c);
      await deleteItem(db, who.id, idParam(c));
      return c.body(null, 204);
    })
    .post('/fridge-items/:id/reminders', async (c) => {
      const who = await writer(c);
      const id = idParam(c);
      const { days } = validateBody(addReminderSchema, await jsonBody(c));
      await addCustomReminder(db, who, id, days);
      const [item] = await getItems(db, who.id, [id]);
      return c.json(item!, 201);
    })
    .delete('/reminders/:id', async (c) => {
      const who = await writer(c);
      await deleteReminder(db, who.id, idParam(c));
      return c.body(null, 204);
    });
}
