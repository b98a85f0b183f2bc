// A read run on the driver directly gives the very rows Drizzle's own prepared query gives, on PGlite and on
// PostgreSQL: nested objects, times with their zone, JSON, counts, nulls of a left join, a named statement
// run again, and inside a transaction (where Drizzle runs it).
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Db } from './client';
import { directRead } from './direct-read';
import { foods, fridgeItems, fridgeItemsReminders, sessions, users } from './schema';

let t: TestApp;
let db: Db;
let userId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const guest = browserClient(t);
  const signedIn = await guest.post<{ user: { id: string } }>('/api/auth/sign-in/anonymous');
  userId = signedIn.body.user.id;
  const foodId = ((await (await t.request('/api/foods')).json()) as { id: number }[])[0]!.id;
  for (const extra of [{ customReminderDays: 2 }, {}]) {
    const added = await guest.post('/api/fridge-items', { foodId, bagSize: 'S', ...extra });
    expect(added.status).toBe(201);
  }
  const [session] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  token = session!.token;
});
afterAll(() => t.close());

/** A session with its user nested, as the session check reads it. */
function sessionSelect(on: Db) {
  const columns = {
    expiresAt: sessions.expiresAt,
    user: { id: users.id, createdAt: users.createdAt, banExpires: users.banExpires, points: users.points },
    verified: users.emailVerified,
  };
  const select = on
    .select(columns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')));
  return { columns, select };
}

/** Items with their food, reminders as JSON, an expression decoded as a time, a count and a missing join. */
function itemsSelect(on: Db) {
  const r = fridgeItemsReminders;
  const columns = {
    id: fridgeItems.id,
    start: fridgeItems.startDatetime,
    end: fridgeItems.endDatetime,
    food: foods.name,
    bagDays: foods.expiresWithBagDays,
    reminders: sql<
      unknown[]
    >`coalesce((select json_agg(json_build_array(${r.id}, ${r.isDefault}) order by ${r.reminderDatetime}) from ${r} where ${r.fridgeItemId} = ${fridgeItems.id}), '[]'::json)`,
    lastReminder:
      sql<Date | null>`(select max(${r.reminderDatetime}) from ${r} where ${r.fridgeItemId} = ${fridgeItems.id})`.mapWith(
        r.reminderDatetime,
      ),
    total: sql<number>`count(*) over ()`.mapWith(Number),
    // No user has this id: the left join's columns are null.
    nobody: users.id,
  };
  const select = on
    .select(columns)
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    .leftJoin(users, and(eq(users.id, fridgeItems.userId), sql`false`))
    .where(eq(fridgeItems.userId, sql.placeholder('user')))
    .orderBy(asc(fridgeItems.createdAt), asc(fridgeItems.id));
  return { columns, select };
}

describe('a direct read', () => {
  it('gives the rows of Drizzle’s prepared query, nested and decoded alike', async () => {
    const { columns, select } = sessionSelect(db);
    const direct = await directRead(db, 'direct_read_session', columns, select).execute({ token });
    const drizzle = await select.prepare('direct_read_session_drizzle').execute({ token });
    expect(direct).toEqual(drizzle);
    expect(direct).toHaveLength(1);
    expect(direct[0]!.user.id).toBe(userId);
    expect(direct[0]!.expiresAt).toBeInstanceOf(Date);
    expect(direct[0]!.user.banExpires).toBeNull();
  });

  it('gives JSON, times of expressions, counts and a left join’s nulls as Drizzle does', async () => {
    const { columns, select } = itemsSelect(db);
    const direct = await directRead(db, '', columns, select).execute({ user: userId });
    expect(direct).toEqual(await select.prepare('').execute({ user: userId }));
    expect(direct).toHaveLength(2);
    expect(direct.map((row) => row.reminders.length).sort()).toEqual([1, 2]);
    expect(direct[0]!.lastReminder).toBeInstanceOf(Date);
    expect(direct[0]!.total).toBe(2);
    expect(direct[0]!.nobody).toBeNull();
  });

  it('runs a named statement again, and with other values', async () => {
    const { columns, select } = sessionSelect(db);
    const read = directRead(db, 'direct_read_again', columns, select);
    for (let i = 0; i < 3; i++) expect(await read.execute({ token })).toHaveLength(1);
    expect(await read.execute({ token: 'no such token' })).toEqual([]);
  });

  it('is run by Drizzle inside a transaction, on its connection', async () => {
    const outside = await directRead(db, '', itemsSelect(db).columns, itemsSelect(db).select).execute({
      user: userId,
    });
    const inside = await db.transaction(async (tx) => {
      const { columns, select } = itemsSelect(tx);
      return directRead(tx, '', columns, select).execute({ user: userId });
    });
    expect(inside).toEqual(outside);
  });
});
