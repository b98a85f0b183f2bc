// After an item leaves the fridge: the reason it was thrown away (counted on the impact page) and whether it
// was still good, and the user's own shelf lives that learn from those reports, bounded and resettable.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnedShelfLife, sampleOf } from '@/shared/shelf-life';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest, userIdOf } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';
import { impactOf } from '../impact/service';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;

interface Item {
  id: string;
  state: string;
  startDatetime: string;
  endDatetime: string;
  discardReason: string | null;
  stillGood: boolean | null;
}

async function add(client: BrowserClient, slug: string): Promise<Item> {
  const item = await client.post<Item>('/api/fridge-items', { foodId: foods[slug], bagSize: 'M' });
  expect(item.status).toBe(201);
  return item.body;
}

/** An item of `slug` closed as `state` after `days` days in the fridge. */
async function closedAfter(
  client: BrowserClient,
  slug: string,
  state: 'consumed' | 'discarded',
  days: number,
): Promise<Item> {
  const item = await add(client, slug);
  expect((await client.call('PATCH', `/api/fridge-items/${item.id}`, { state })).status).toBe(200);
  // Started `days` days (and an hour) before it was closed, a moment ago.
  await t.database.db.execute(sql`update fridge_items
    set start_datetime = now() - make_interval(days => ${days}, hours => 1),
        end_datetime = now() + interval '30 days', state_changed_at = now() - interval '1 second'
    where id = ${item.id}`);
  return item;
}

async function shelfLifeDays(client: BrowserClient, slug: string): Promise<number> {
  const item = await add(client, slug);
  return Math.round((Date.parse(item.endDatetime) - Date.parse(item.startDatetime)) / DAY_MS);
}

describe('the reason an item was thrown away', () => {
  it('is recorded once it was thrown away, replaced by a later answer, and counted on the impact page', async () => {
    const user = await signedInGuest(t);
    const first = await closedAfter(user, 'strawberries', 'discarded', 2);
    const second = await closedAfter(user, 'lemons', 'discarded', 2);
    const third = await closedAfter(user, 'grapes', 'discarded', 2);
    const said = await user.call<Item>('PUT', `/api/fridge-items/${first.id}/feedback`, {
      discardReason: 'too_much',
    });
    expect(said.status).toBe(200);
    expect(said.body).toMatchObject({ id: first.id, discardReason: 'too_much', stillGood: null });
    // A later answer replaces it.
    const changed = await user.call<Item>('PUT', `/api/fridge-items/${first.id}/feedback`, {
      discardReason: 'forgot',
    });
    expect(changed.body.discardReason).toBe('forgot');
    await user.call('PUT', `/api/fridge-items/${second.id}/feedback`, { discardReason: 'forgot' });
    await user.call('PUT', `/api/fridge-items/${third.id}/feedback`, { discardReason: 'went_off' });

    const impact = await impactOf(t.database.db, await userIdOf(user));
    expect(impact.discardReasons).toEqual([
      { reason: 'forgot', items: 2 },
      { reason: 'went_off', items: 1 },
    ]);
  });

  it('is refused, changing nothing, for an item still in the fridge, an item eaten, or an unknown reason', async () => {
    const user = await signedInGuest(t);
    const stored = await add(user, 'pears');
    const eaten = await closedAfter(user, 'pears', 'consumed', 1);
    const binned = await closedAfter(user, 'pears', 'discarded', 1);

    const notYet = await user.call<{ error: { message: string } }>(
      'PUT',
      `/api/fridge-items/${stored.id}/feedback`,
      {
        stillGood: true,
      },
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe("Si può dire com'era solo di un alimento già mangiato o buttato");
    const eatenReason = await user.call('PUT', `/api/fridge-items/${eaten.id}/feedback`, {
      discardReason: 'forgot',
    });
    expect(eatenReason.status).toBe(409);
    const unknown = await user.call<{ error: { fields: { field: string; message: string }[] } }>(
      'PUT',
      `/api/fridge-items/${binned.id}/feedback`,
      { discardReason: 'the dog ate it' },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual([
      { field: 'discardReason', message: 'Scegli un motivo tra quelli proposti' },
    ]);
    const empty = await user.call('PUT', `/api/fridge-items/${binned.id}/feedback`, {});
    expect(empty.status).toBe(422);

    const rows = rowsOf<{ discard_reason: string | null; still_good: boolean | null }>(
      await t.database.db.execute(
        sql`select discard_reason, still_good from fridge_items where user_id = ${await userIdOf(user)}`,
      ),
    );
    expect(rows.every((r) => r.discard_reason === null && r.still_good === null)).toBe(true);
  });

  it("cannot be given for another user's item, which stays as it was", async () => {
    const owner = await signedInGuest(t);
    const intruder = await signedInGuest(t);
    const item = await closedAfter(owner, 'carrots', 'discarded', 3);
    const tried = await intruder.call('PUT', `/api/fridge-items/${item.id}/feedback`, {
      discardReason: 'disliked',
    });
    expect(tried.status).toBe(404);
    const [row] = rowsOf<{ discard_reason: string | null }>(
      await t.database.db.execute(sql`select discard_reason from fridge_items where id = ${item.id}`),
    );
    expect(row!.discard_reason).toBeNull();
  });
});

describe('shelf lives that learn', () => {
  it('teach nothing from one report, then follow the reports within bounds, and say how many', async () => {
    const user = await signedInGuest(t);
    const catalogue = await shelfLifeDays(user, 'strawberries');
    expect(catalogue).toBeGreaterThan(2);

    // Thrown away because it went off after 2 days: one report moves nothing.
    const first = await closedAfter(user, 'strawberries', 'discarded', 2);
    await user.call('PUT', `/api/fridge-items/${first.id}/feedback`, { discardReason: 'went_off' });
    expect((await user.get('/api/shelf-lives')).body).toEqual([]);
    expect(await shelfLifeDays(user, 'strawberries')).toBe(catalogue);

    // Eaten but gone off after 2 days: two reports, the mean of 2 and 2, bounded below by half the catalogue's.
    const second = await closedAfter(user, 'strawberries', 'consumed', 2);
    await user.call('PUT', `/api/fridge-items/${second.id}/feedback`, { stillGood: false });
    const expected = Math.max(2, Math.floor(catalogue / 2));
    expect((await user.get('/api/shelf-lives')).body).toEqual([
      {
        foodId: foods.strawberries,
        slug: 'strawberries',
        name: 'Fragole',
        days: expected,
        catalogueDays: catalogue,
        basedOn: 2,
      },
    ]);
    // New items end by it; the catalogue stays as it is for everyone else.
    expect(await shelfLifeDays(user, 'strawberries')).toBe(expected);
    expect(await shelfLifeDays(await signedInGuest(t), 'strawberries')).toBe(catalogue);
  });

  it('grow when food stays good longer, never past one and a half times the catalogue’s', async () => {
    const user = await signedInGuest(t);
    const catalogue = await shelfLifeDays(user, 'lemons');
    for (let i = 0; i < 3; i++) {
      const item = await closedAfter(user, 'lemons', 'consumed', catalogue * 3);
      await user.call('PUT', `/api/fridge-items/${item.id}/feedback`, { stillGood: true });
    }
    const [learned] = (await user.get<{ days: number; basedOn: number }[]>('/api/shelf-lives')).body;
    expect(learned).toMatchObject({ days: Math.ceil(catalogue * 1.5), basedOn: 3 });
  });

  it('forget a food’s reports when asked: the catalogue’s shelf life stands again until new reports', async () => {
    const user = await signedInGuest(t);
    const catalogue = await shelfLifeDays(user, 'pears');
    const strawberries = await shelfLifeDays(user, 'strawberries');
    for (const slug of ['pears', 'strawberries']) {
      for (let i = 0; i < 2; i++) {
        const item = await closedAfter(user, slug, 'discarded', 1);
        await user.call('PUT', `/api/fridge-items/${item.id}/feedback`, { discardReason: 'went_off' });
      }
    }
    const learned = async () =>
      (await user.get<{ slug: string }[]>('/api/shelf-lives')).body.map((s) => s.slug).sort();
    expect(await learned()).toEqual(['pears', 'strawberries']);
    const learnedStrawberries = await shelfLifeDays(user, 'strawberries');
    expect(learnedStrawberries).toBeLessThan(strawberries);
    // Forgetting the pears' leaves the strawberries' as they were.
    expect((await user.call('DELETE', `/api/shelf-lives/${foods.pears}`)).status).toBe(204);
    expect(await learned()).toEqual(['strawberries']);
    expect(await shelfLifeDays(user, 'pears')).toBe(catalogue);
    expect(await shelfLifeDays(user, 'strawberries')).toBe(learnedStrawberries);
    // An unknown food is as unknown as a missing one.
    expect((await user.call('DELETE', '/api/shelf-lives/abc')).status).toBe(404);
    // A number no food has: nothing to forget.
    expect((await user.call('DELETE', '/api/shelf-lives/99999')).status).toBe(204);
    // Forgetting everything needs no food.
    expect((await user.call('DELETE', '/api/shelf-lives')).status).toBe(204);
    expect(await learned()).toEqual([]);
    expect(await shelfLifeDays(user, 'strawberries')).toBe(strawberries);
  });

  it('use the latest reports only, each read as "at least" or "at most" the catalogue’s figure', () => {
    // Still good after fewer days than the catalogue's teaches nothing; gone off later than it neither.
    expect(sampleOf({ days: 3, stillGood: true }, 10)).toBe(10);
    expect(sampleOf({ days: 14, stillGood: true }, 10)).toBe(14);
    expect(sampleOf({ days: 14, stillGood: false }, 10)).toBe(10);
    expect(sampleOf({ days: 4, stillGood: false }, 10)).toBe(4);
    // The last five, newest first: the sixth (an old 1-day report) no longer counts.
    const reports = [
      ...Array.from({ length: 5 }, () => ({ days: 12, stillGood: true })),
      { days: 1, stillGood: false },
    ];
    expect(learnedShelfLife(10, reports)).toEqual({ days: 12, basedOn: 5 });
    // Agreeing with the catalogue is no learned shelf life.
    expect(
      learnedShelfLife(10, [
        { days: 10, stillGood: true },
        { days: 3, stillGood: true },
      ]),
    ).toBeNull();
  });
});
