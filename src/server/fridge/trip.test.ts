// A shopping trip, POST /api/fridge-items/batch: several items in one change, each added as one add would
// add it (reminders, points, achievements), all or none, once per Idempotency-Key, within the limits.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIDGE_WRITES } from '@/shared/points';
import { TRIP_MAX_ITEMS } from '@/shared/schemas/fridge';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest, userIdOf } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

interface Item {
  id: string;
  foodId: number;
  bagSize: string;
  startDatetime: string;
  endDatetime: string;
  food: { slug: string };
  reminders: { isDefault: boolean }[];
}
interface ErrorBody {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

const BATCH = '/api/fridge-items/batch';
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

/** What an account has from the fridge: its items, its points by reason, its achievements. */
async function holdings(b: BrowserClient) {
  const id = await userIdOf(b);
  const items = rowsOf<{ food_id: number; bag_size: string }>(
    await t.database.db.execute(
      sql`select food_id, bag_size from fridge_items where user_id = ${id} order by food_id, bag_size`,
    ),
  );
  const points = rowsOf<{ reason: string; points: number }>(
    await t.database.db.execute(
      sql`select reason, points from points_ledger where user_id = ${id} order by reason, points`,
    ),
  );
  const achievements = rowsOf<{ achievement_code: string }>(
    await t.database.db.execute(
      sql`select achievement_code from users_achievements where user_id = ${id} order by achievement_code`,
    ),
  );
  return {
    items: items.map((r) => `${r.food_id}${r.bag_size}`),
    points: points.map((r) => `${r.reason}:${r.points}`),
    achievements: achievements.map((r) => r.achievement_code),
  };
}

describe('a shopping trip', () => {
  it('adds every item as one add each would: reminders, points and achievements', async () => {
    const rows = [
      { foodId: foods.strawberries!, bagSize: 'S' },
      { foodId: foods.carrots!, bagSize: 'L', startDatetime: yesterday() },
      { foodId: foods.lemons!, bagSize: 'M', customReminderDays: 5 },
      { foodId: foods.carrots!, bagSize: 'M' },
    ];
    const trip = await signedInGuest(t);
    const res = await trip.post<Item[]>(BATCH, { items: rows });
    expect(res.status).toBe(201);
    expect(res.body.map((i) => [i.food.slug, i.bagSize])).toEqual([
      ['strawberries', 'S'],
      ['carrots', 'L'],
      ['lemons', 'M'],
      ['carrots', 'M'],
    ]);
    expect(res.body.map((i) => i.reminders.length)).toEqual([1, 1, 2, 1]);
    expect(res.body[1]!.startDatetime.slice(0, 10)).toBe(yesterday().slice(0, 10));
    // The same foods added one by one by another account.
    const oneByOne = await signedInGuest(t);
    for (const row of rows) expect((await oneByOne.post(`/api/fridge-items`, row)).status).toBe(201);
    expect(await holdings(trip)).toEqual(await holdings(oneByOne));
    const { points } = (await trip.get<{ user: { points: number } }>('/api/auth/get-session')).body.user;
    expect(res.headers.get('x-user-points')).toBe(String(points));
    // And the list shows them.
    const listed = await trip.get<Item[]>('/api/fridge-items?limit=100');
    expect(listed.body.map((i) => i.id).sort()).toEqual(res.body.map((i) => i.id).sort());
  });

  it('with one bad row adds nothing and names the row and why, in the user’s language', async () => {
    for (const [lang, message, why] of [
      ['en', 'Nothing was added: check row 3.', 'This food does not exist'],
      ['it', 'Non è stato aggiunto niente: controlla la riga 3.', 'Questo alimento non esiste'],
    ] as const) {
      const b = await signedInGuest(t, { lang });
      const res = await b.post<ErrorBody>(BATCH, {
        items: [
          { foodId: foods.pears, bagSize: 'S' },
          { foodId: foods.grapes, bagSize: 'M' },
          { foodId: 99_999, bagSize: 'L' },
        ],
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields).toEqual([{ field: 'items.2.foodId', message: why }]);
      expect(await holdings(b)).toEqual({ items: [], points: [], achievements: [] });
    }
  });

  it('refuses a start date more than a day ahead, a row that is not an item, none or too many rows', async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const cases: [unknown, string, string][] = [
      [
        [
          { foodId: foods.pears, bagSize: 'S' },
          { foodId: foods.pears, bagSize: 'S', startDatetime: ahead },
        ],
        'items.1.startDatetime',
        'The start date cannot be after tomorrow',
      ],
      [[{ foodId: foods.pears, bagSize: 'XL' }], 'items.0.bagSize', 'Choose bag size S, M or L'],
      [[], 'items', 'Choose at least one food'],
      [
        Array.from({ length: TRIP_MAX_ITEMS + 1 }, () => ({ foodId: foods.pears, bagSize: 'S' })),
        'items',
        'At most 30 foods at a time',
      ],
      ['pears', 'items', 'Choose at least one food'],
    ];
    for (const [items, field, message] of cases) {
      const res = await b.post<ErrorBody>(BATCH, { items });
      expect(res.status, field).toBe(422);
      expect(res.body.error.fields).toEqual([{ field, message }]);
    }
    expect(await holdings(b)).toEqual({ items: [], points: [], achievements: [] });
  });

  it('sent again with its Idempotency-Key is answered as the first time and adds nothing more', async () => {
    const b = await signedInGuest(t);
    const key = randomUUID();
    const body = {
      items: [
        { id: randomUUID(), foodId: foods.pears, bagSize: 'S' },
        { id: randomUUID(), foodId: foods.grapes, bagSize: 'L' },
      ],
    };
    const first = await b.call<Item[]>('POST', BATCH, body, { 'Idempotency-Key': key });
    const again = await b.call<Item[]>('POST', BATCH, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await holdings(b)).items).toHaveLength(2);
    // Its rows' own ids make a row sent again in another trip the item already made, not a second one.
    const retried = await b.post<Item[]>(BATCH, body);
    expect(retried.status).toBe(201);
    expect(retried.body.map((i) => i.id)).toEqual(first.body.map((i) => i.id));
    expect((await holdings(b)).items).toHaveLength(2);
  });

  it('counts one change per item against the minute’s limit, and a trip past it adds nothing', async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    const rows = (n: number) => ({
      items: Array.from({ length: n }, () => ({ foodId: foods.pears, bagSize: 'M' })),
    });
    expect((await b.post(BATCH, rows(FRIDGE_WRITES.perMinute - 2))).status).toBe(201);
    const refused = await b.post<ErrorBody>(BATCH, rows(3));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await holdings(b)).items).toHaveLength(FRIDGE_WRITES.perMinute - 2);
  });

  it('is refused to nobody signed in', async () => {
    const res = await browserClient(t).post(BATCH, { items: [{ foodId: foods.pears, bagSize: 'M' }] });
    expect(res.status).toBe(401);
  });
});
