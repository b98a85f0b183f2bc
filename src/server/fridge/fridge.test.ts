// The fridge API: every endpoint, bad input writing nothing, points never twice, nobody else's items.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_REVOKE_HOURS, CONSUME_MIN_HOURS, FRIDGE_POINTS } from '@/shared/points';
import { browserClient, RawJson, type BrowserClient } from '../../../tests/support/browser-client';
import { keptLongEnough, recordedHoursAgo } from '../../../tests/support/fridge';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let owner: BrowserClient;
let other: BrowserClient;
let carrots: number;
let strawberries: number;

interface Item {
  id: string;
  state: string;
  startDatetime: string;
  endDatetime: string;
  food: { slug: string };
  reminders: { id: string; reminderDatetime: string; isDefault: boolean }[];
}

async function guest(lang = 'en'): Promise<BrowserClient> {
  const b = browserClient(t, { lang });
  await b.post('/api/auth/sign-in/anonymous');
  return b;
}

/** The points of the fridge's actions: the ledger without achievements (tested in achievements/). */
async function points(b: BrowserClient): Promise<number> {
  const { id } = (await b.get<{ user: { id: string } }>('/api/auth/get-session')).body.user;
  const [row] = rowsOf<{ total: string | number }>(
    await t.database.db.execute(
      sql`select coalesce(sum(points), 0) as total from points_ledger
          where user_id = ${id} and reason <> 'achievement'`,
    ),
  );
  return Number(row!.total);
}

async function count(table: 'fridge_items' | 'fridge_items_reminders' | 'points_ledger'): Promise<number> {
  return Number(
    rowsOf<{ n: string }>(await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]!.n,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await guest();
  other = await guest();
  const foods = (await (await t.request('/api/foods')).json()) as { id: number; slug: string }[];
  carrots = foods.find((f) => f.slug === 'carrots')!.id;
  strawberries = foods.find((f) => f.slug === 'strawberries')!.id;
});
afterAll(() => t.close());

describe('POST /api/fridge-items', () => {
  it('stores the item with its end date, the default and the custom reminder at 09:00 Rome time, and +2 points', async () => {
    const res = await owner.post<Item>('/api/fridge-items', {
      foodId: carrots,
      bagSize: 'M',
      startDatetime: '2026-03-27T18:30:00+01:00',
      customReminderDays: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'stored', food: { slug: 'carrots' } });
    // Carrots keep 25 days in a bag; the clocks change on 29 March.
    expect(res.body.endDatetime).toBe('2026-04-21T16:30:00.000Z');
    expect(res.body.reminders.map((r) => [r.isDefault, r.reminderDatetime])).toEqual([
      [false, '2026-04-01T07:00:00.000Z'],
      [true, '2026-04-21T07:00:00.000Z'],
    ]);
    expect(await points(owner)).toBe(2);
  });

  it('starts today when no start is given', async () => {
    const res = await owner.post<Item>('/api/fridge-items', { foodId: strawberries, bagSize: 'S' });
    expect(res.status).toBe(201);
    expect(Math.abs(Date.parse(res.body.startDatetime) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['an unknown food', { foodId: 99999, bagSize: 'M' }, 'foodId', 'This food does not exist'],
    ['bag size X', { foodId: 1, bagSize: 'X' }, 'bagSize', 'Choose bag size S, M or L'],
    [
      'a date that is not a date',
      { foodId: 1, bagSize: 'M', startDatetime: 'yesterday' },
      'startDatetime',
      'Not a valid date',
    ],
    [
      'a custom reminder of 3 days',
      { foodId: 1, bagSize: 'M', customReminderDays: 3 },
      'customReminderDays',
      'A reminder can be 2, 5 or 10 days after the start',
    ],
    [
      'an extra field',
      { foodId: 1, bagSize: 'M', userId: 'someone-else' },
      'userId',
      'This field is not expected',
    ],
  ])('refuses %s with 422 and writes nothing', async (_, body, field, message) => {
    const before = [
      await count('fridge_items'),
      await count('fridge_items_reminders'),
      await count('points_ledger'),
    ];
    const res = await owner.post('/api/fridge-items', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { code: 'validation_failed', fields: [{ field, message }] } });
    expect([
      await count('fridge_items'),
      await count('fridge_items_reminders'),
      await count('points_ledger'),
    ]).toEqual(before);
  });

  it('refuses a valid body over the size limit with 413 and writes nothing', async () => {
    // Valid JSON with only the allowed fields, made large by whitespace: only its size can be refused.
    const body = `{"foodId": ${carrots}, "bagSize": "M"${' '.repeat(70_000)}}`;
    expect(JSON.parse(body)).toEqual({ foodId: carrots, bagSize: 'M' });
    const sender = await guest();
    const before = await count('fridge_items');
    const res = await sender.call('POST', '/api/fridge-items', new RawJson(body));
    expect(res).toMatchObject({
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'The request is too large.' } },
    });
    expect(await count('fridge_items')).toBe(before);
    // The same body without the padding is stored.
    expect(
      (await sender.call('POST', '/api/fridge-items', new RawJson(body.replace(/ +}$/, '}')))).status,
    ).toBe(201);
  });

  it("answers 'No user ID available' without a user", async () => {
    const res = await browserClient(t, { lang: 'en' }).post('/api/fridge-items', { foodId: 1, bagSize: 'M' });
    expect(res).toMatchObject({ status: 401, body: { error: { message: 'No user ID available' } } });
  });
});

describe('GET /api/fridge-items', () => {
  it("lists the user's own items with food and reminders, filtered and counted", async () => {
    const res = await owner.get<Item[]>('/api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000');
    expect(res.status).toBe(200);
    expect(res.body.map((i) => i.food.slug)).toEqual(['carrots', 'strawberries']);
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect((await other.get<Item[]>('/api/fridge-items')).body).toEqual([]);
  });
});

describe('PATCH, DELETE and reminders', () => {
  it('consumed on time earns +5 once', async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'L' })).body;
    await keptLongEnough(t, item.id);
    const before = await points(owner);
    const eat = () => owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' });
    expect((await eat()).status).toBe(200);
    expect((await eat()).status).toBe(409);
    expect(await points(owner)).toBe(before + 5);
  });

  itOnPostgres('the same request twice at once counts once', async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'L' })).body;
    await keptLongEnough(t, item.id);
    const before = await points(owner);
    const results = await Promise.all(
      [1, 2].map(() => owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await points(owner)).toBe(before + 5);
    expect((await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'discarded' })).status).toBe(
      409,
    );
  });

  it('refuses any other transition: thrown away, the item cannot be eaten, and earns nothing', async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'L' })).body;
    await keptLongEnough(t, item.id);
    expect((await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'discarded' })).status).toBe(
      200,
    );
    const before = await points(owner);
    const eaten = await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' });
    expect(eaten).toMatchObject({ status: 409, body: { error: { code: 'invalid_transition' } } });
    const [stored] = rowsOf<{ state: string }>(
      await t.database.db.execute(sql`select state from fridge_items where id = ${item.id}`),
    );
    expect(stored!.state).toBe('discarded');
    expect(await points(owner)).toBe(before);
    // Back to the fridge is not a state a change may ask for at all.
    expect((await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'stored' })).status).toBe(422);
  });

  it(`consumed after its end date, recorded at least ${CONSUME_MIN_HOURS} hours before, earns +${FRIDGE_POINTS.consumedLate}`, async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'M' })).body;
    await t.database.db.execute(sql`update fridge_items
      set created_at = now() - make_interval(hours => ${CONSUME_MIN_HOURS}),
        start_datetime = now() - interval '30 days', end_datetime = now() - interval '1 hour'
      where id = ${item.id}`);
    const before = await points(owner);
    expect((await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' })).status).toBe(
      200,
    );
    expect(await points(owner)).toBe(before + FRIDGE_POINTS.consumedLate);
  });

  it(`deleting after ${ADD_REVOKE_HOURS} hours keeps the add points`, async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'M' })).body;
    await recordedHoursAgo(t, item.id, ADD_REVOKE_HOURS);
    const before = await points(owner);
    expect((await owner.call('DELETE', `/api/fridge-items/${item.id}`)).status).toBe(204);
    expect(await points(owner)).toBe(before);
    const [gone] = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*) as n from fridge_items where id = ${item.id}`),
    );
    expect(Number(gone!.n)).toBe(0);
  });

  it('deleting within 24 hours takes the add points back, and the reminders go with the item', async () => {
    const before = await points(owner);
    const item = (
      await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'S', customReminderDays: 2 })
    ).body;
    expect(await points(owner)).toBe(before + 2);
    expect((await owner.call('DELETE', `/api/fridge-items/${item.id}`)).status).toBe(204);
    expect(await points(owner)).toBe(before);
    const left = rowsOf(
      await t.database.db.execute(
        sql`select id from fridge_items_reminders where fridge_item_id = ${item.id}`,
      ),
    );
    expect(left).toHaveLength(0);
  });

  it('one custom reminder per item; only custom reminders can be removed', async () => {
    const item = (await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'S' })).body;
    const added = await owner.post<Item>(`/api/fridge-items/${item.id}/reminders`, { days: 10 });
    expect(added.status).toBe(201);
    expect((await owner.post(`/api/fridge-items/${item.id}/reminders`, { days: 2 })).status).toBe(409);
    const custom = added.body.reminders.find((r) => !r.isDefault)!;
    const dflt = added.body.reminders.find((r) => r.isDefault)!;
    expect((await owner.call('DELETE', `/api/reminders/${dflt.id}`)).status).toBe(409);
    expect((await owner.call('DELETE', `/api/reminders/${custom.id}`)).status).toBe(204);
  });
});

describe("isolation: nobody reaches another user's items", () => {
  it('answers 404 to another user, a guest, and 401 to nobody, for every route, and changes nothing', async () => {
    const item = (
      await owner.post<Item>('/api/fridge-items', { foodId: carrots, bagSize: 'M', customReminderDays: 2 })
    ).body;
    const reminder = item.reminders.find((r) => !r.isDefault)!;
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' }],
      ['DELETE', `/api/fridge-items/${item.id}`],
      ['POST', `/api/fridge-items/${item.id}/reminders`, { days: 10 }],
      ['DELETE', `/api/reminders/${reminder.id}`],
    ];
    const stranger = await guest();
    for (const [who, expected] of [
      [other, 404],
      [stranger, 404],
      [browserClient(t), 401],
    ] as const) {
      for (const [method, path, body] of calls) {
        expect((await who.call(method, path, body)).status, `${method} ${path}`).toBe(expected);
      }
    }
    const [still] = (await owner.get<Item[]>(`/api/fridge-items?id=eq.${item.id}`)).body;
    expect(still).toMatchObject({ state: 'stored' });
    expect(still!.reminders).toHaveLength(2);
    expect((await browserClient(t).get('/api/fridge-items')).status).toBe(401);
  });
});
