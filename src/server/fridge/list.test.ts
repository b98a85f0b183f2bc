// GET /api/fridge-items in detail: each item's shape, its reminders in time order, and Content-Range
// with filters, pages past the end and a limit of 0, the total counting only the user's own items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { household } from '../../../tests/support/households';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let owner: BrowserClient;
let foodIds: Record<string, number>;

interface Item {
  id: string;
  state: string;
  food: { slug: string };
  reminders: { id: string; reminderDatetime: string; isDefault: boolean; reminded: boolean }[];
}

async function add(slug: string, extra: Record<string, unknown> = {}, who = owner): Promise<Item> {
  const res = await who.post<Item>('/api/fridge-items', { foodId: foodIds[slug], bagSize: 'M', ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

async function list(query: string) {
  const res = await owner.get<Item[]>(`/api/fridge-items?${query}`);
  expect(res.status, query).toBe(200);
  return { items: res.body, range: res.headers.get('content-range') };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = browserClient(t, { lang: 'en' });
  await owner.post('/api/auth/sign-in/anonymous');
  const foods = (await (await t.request('/api/foods')).json()) as { id: number; slug: string }[];
  foodIds = Object.fromEntries(foods.map((f) => [f.slug, f.id]));
  // Five stored (one with a custom reminder before its end date), two consumed.
  await add('carrots', { startDatetime: '2026-03-27T18:30:00+01:00', customReminderDays: 5 });
  await add('strawberries', { startDatetime: '2020-01-01T10:00:00Z' });
  for (const slug of ['pears', 'lemons', 'grapes']) await add(slug);
  for (const slug of ['mandarins', 'cucumbers']) {
    const item = await add(slug);
    expect((await owner.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' })).status).toBe(
      200,
    );
  }
  // Someone else's items count for nobody else.
  const other = browserClient(t);
  await other.post('/api/auth/sign-in/anonymous');
  await add('carrots', {}, other);
});
afterAll(() => t.close());

describe('an item of the list', () => {
  it('has its fields in this order, its food, and timestamps as ISO strings', async () => {
    const { items } = await list('food_id=eq.' + foodIds.carrots);
    expect(items).toHaveLength(1);
    const [item] = items as unknown as Record<string, unknown>[];
    expect(Object.keys(item!)).toEqual([
      'id',
      'foodId',
      'state',
      'bagSize',
      'startDatetime',
      'endDatetime',
      'createdAt',
      'food',
      'reminders',
      'discardReason',
      'stillGood',
      'addedBy',
    ]);
    expect(item).toMatchObject({
      foodId: foodIds.carrots,
      state: 'stored',
      discardReason: null,
      stillGood: null,
      // A guest has no name yet: the app says "you" for one's own items.
      addedBy: { id: expect.any(String), name: '' },
      bagSize: 'M',
      startDatetime: '2026-03-27T17:30:00.000Z',
      endDatetime: '2026-04-21T16:30:00.000Z',
      food: {
        id: foodIds.carrots,
        slug: 'carrots',
        type: 'vegetable',
        imagePath: '/storage/public/foods/carrots.svg',
        expiresWithBagDays: 25,
      },
    });
    expect(item!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('lists its reminders by time, with id, time, default, sent and snooze only', async () => {
    const { items } = await list(`food_id=eq.${foodIds.carrots}`);
    const reminders = items[0]!.reminders;
    expect(reminders.map((r) => Object.keys(r))).toEqual([
      ['id', 'reminderDatetime', 'isDefault', 'reminded', 'isSnooze'],
      ['id', 'reminderDatetime', 'isDefault', 'reminded', 'isSnooze'],
    ]);
    // The custom one (5 days after the start) comes first; both were past when added, so marked sent.
    expect(reminders.map((r) => [r.reminderDatetime, r.isDefault, r.reminded])).toEqual([
      ['2026-04-01T07:00:00.000Z', false, true],
      ['2026-04-21T07:00:00.000Z', true, true],
    ]);
  });

  it('without a custom reminder has the default one only; a reminder already past is marked sent', async () => {
    const { items } = await list(`food_id=eq.${foodIds.strawberries}`);
    expect(items[0]!.reminders).toEqual([
      {
        id: expect.any(String),
        reminderDatetime: '2020-01-04T08:00:00.000Z',
        isDefault: true,
        reminded: true,
        isSnooze: false,
      },
    ]);
  });
});

describe('Content-Range with filters', () => {
  it.each([
    ['state=eq.stored', 5, '0-4/5'],
    ['state=eq.stored&order=created_at.asc&limit=2&offset=1', 2, '1-2/5'],
    ['state=eq.stored&limit=2&offset=4', 1, '4-4/5'],
    ['state=eq.consumed', 2, '0-1/2'],
    ['state=eq.stored&offset=5', 0, '*/5'],
    ['state=eq.stored&offset=50', 0, '*/5'],
    ['state=eq.stored&limit=0', 0, '*/5'],
    ['state=eq.discarded', 0, '*/0'],
    ['limit=1000', 7, '0-6/7'],
  ])('%s → %i items, %s', async (query, count, range) => {
    const page = await list(query);
    expect(page.items).toHaveLength(count);
    expect(page.range).toBe(range);
  });

  it('pages follow the order asked for', async () => {
    const all = (await list('state=eq.stored&order=created_at.asc')).items.map((i) => i.food.slug);
    expect(all).toEqual(['carrots', 'strawberries', 'pears', 'lemons', 'grapes']);
    const second = (await list('state=eq.stored&order=created_at.asc&limit=2&offset=2')).items;
    expect(second.map((i) => i.food.slug)).toEqual(['pears', 'lemons']);
    const newest = (await list('state=eq.stored&limit=1')).items;
    expect(newest.map((i) => i.food.slug)).toEqual(['grapes']);
  });
});

describe('one query string, many fridges', () => {
  it('shows each fridge its own items, own and household, whoever asked the same before', async () => {
    const home = await household(t, 1);
    const other = browserClient(t);
    await other.post('/api/auth/sign-in/anonymous');
    await add('lemons', {}, home.owner.client);
    await add('pears', {}, home.members[0]!.client);
    await add('grapes', {}, other);
    const query = '/api/fridge-items?state=eq.stored&order=created_at.asc&limit=50';
    const slugsOf = async (who: BrowserClient) => {
      const res = await who.get<Item[]>(query);
      expect(res.status).toBe(200);
      return { slugs: res.body.map((i) => i.food.slug), range: res.headers.get('content-range') };
    };
    // Twice round, alternating: a statement made for one fridge serves the next with that fridge's id.
    for (let round = 0; round < 2; round++) {
      expect(await slugsOf(owner)).toEqual({
        slugs: ['carrots', 'strawberries', 'pears', 'lemons', 'grapes'],
        range: '0-4/5',
      });
      expect(await slugsOf(home.owner.client)).toEqual({ slugs: ['lemons', 'pears'], range: '0-1/2' });
      expect(await slugsOf(other)).toEqual({ slugs: ['grapes'], range: '0-0/1' });
      expect(await slugsOf(home.members[0]!.client)).toEqual({ slugs: ['lemons', 'pears'], range: '0-1/2' });
    }
  });
});
