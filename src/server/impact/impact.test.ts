// The impact figures from known items: weights from the bag sizes, values and emissions from the catalogue,
// outcomes from when each item was closed, and weeks and months in the user's zone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest, userIdOf } from '../../../tests/support/fridge';
import { household, type ErrorBody } from '../../../tests/support/households';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Impact } from '@/shared/responses/impact';
import { impactOf, lastMonths, lastWeeks } from './service';

let t: TestApp;
let foods: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

/** An item closed as `state` at `closedAt`, with its last good day at `end`. */
async function closed(
  client: BrowserClient,
  slug: string,
  bagSize: 'S' | 'M' | 'L',
  state: 'consumed' | 'discarded',
  closedAt: string,
  end: string,
) {
  const item = await client.post<{ id: string }>('/api/fridge-items', { foodId: foods[slug], bagSize });
  expect(item.status).toBe(201);
  expect((await client.call('PATCH', `/api/fridge-items/${item.body.id}`, { state })).status).toBe(200);
  await t.database.db.execute(sql`update fridge_items
    set state_changed_at = ${closedAt}::timestamptz, end_datetime = ${end}::timestamptz,
        start_datetime = least(start_datetime, ${end}::timestamptz)
    where id = ${item.body.id}`);
}

describe('the impact figures', () => {
  it('weigh, price and count the outcomes of known items, by week and month in the user’s zone', async () => {
    const user = await signedInGuest(t, { timeZone: 'Europe/Rome' });
    const id = await userIdOf(user);
    // Monday 23 November 2026, 10:00 in Rome.
    const now = new Date('2026-11-23T09:00:00Z');
    // Pears, M (1 kg at 2.60 €/kg, 0.43 kg CO2e/kg): eaten the day before their last day.
    await closed(user, 'pears', 'M', 'consumed', '2026-11-23T08:00:00Z', '2026-11-24T08:00:00Z');
    // Carrots, L (2 kg at 1.40 €/kg): eaten two days late.
    await closed(user, 'carrots', 'L', 'consumed', '2026-11-20T08:00:00Z', '2026-11-18T08:00:00Z');
    // Strawberries, S (250 g at 6 €/kg, 1.53 kg CO2e/kg): thrown away on Sunday 22 at 23:30 in Rome, which
    // is still the week before (22:30 UTC).
    await closed(user, 'strawberries', 'S', 'discarded', '2026-11-22T22:30:00Z', '2026-11-21T08:00:00Z');
    // Someone else's item counts for them only.
    const other = await signedInGuest(t);
    await closed(other, 'lemons', 'L', 'discarded', '2026-11-23T08:00:00Z', '2026-11-22T08:00:00Z');
    // An item still in the fridge is not closed.
    await user.post('/api/fridge-items', { foodId: foods.grapes, bagSize: 'M' });

    const impact = await impactOf(t.database.db, id, now);
    expect(impact.totals).toEqual({
      eatenInTime: { items: 1, kg: 1, euro: 2.6, co2eKg: 0.43 },
      eatenLate: { items: 1, kg: 2, euro: 2.8, co2eKg: 0.86 },
      wasted: { items: 1, kg: 0.25, euro: 1.5, co2eKg: 0.383 },
    });
    expect(impact.rescueRate).toBe(0.333);
    expect(impact.weeks.map((w) => w.start)).toEqual(lastWeeks('2026-11-23'));
    expect(impact.weeks.at(-1)).toEqual({ start: '2026-11-23', eatenKg: 1, wastedKg: 0 });
    expect(impact.weeks.at(-2)).toEqual({ start: '2026-11-16', eatenKg: 2, wastedKg: 0.25 });
    expect(impact.weeks.slice(0, -2).every((w) => w.eatenKg === 0 && w.wastedKg === 0)).toBe(true);
    expect(impact.months.at(-1)).toEqual({ start: '2026-11', eatenKg: 3, wastedKg: 0.25 });
    expect(impact.months.map((m) => m.start)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(impact.wastedKgPerWeek).toBe(0.031);
    expect(impact.mostWasted).toEqual([{ slug: 'strawberries', name: 'Fragole', kg: 0.25, items: 1 }]);
    expect(impact.yardsticks).toEqual({ italyKgPerWeek: 0.618, euKgPerWeek: 1.385 });
  });

  it('is empty before anything is closed, and only for a signed-in user', async () => {
    const user = await signedInGuest(t);
    const res = await user.get<{ rescueRate: number | null; weeks: unknown[] }>('/api/impact');
    expect(res.status).toBe(200);
    expect(res.body.rescueRate).toBeNull();
    expect(res.body.weeks).toHaveLength(8);
    expect((await browserClient(t).get('/api/impact')).status).toBe(401);
  });

  it('charts weeks and months across the turn of the year', () => {
    expect(lastWeeks('2026-01-05', 3)).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
    expect(lastMonths('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it("shows a household's totals beside the member's own, per person against the yardsticks", async () => {
    const { owner, members } = await household(t, 1);
    // Yesterday, the owner ate pears (1 kg) and the member threw strawberries (S) and lemons (L) away.
    const day = 86_400_000;
    const [yesterday, tomorrow, lastWeek] = [-day, day, -7 * day].map((ms) =>
      new Date(Date.now() + ms).toISOString(),
    ) as [string, string, string];
    await closed(owner.client, 'pears', 'M', 'consumed', yesterday, tomorrow);
    await closed(members[0]!.client, 'strawberries', 'S', 'discarded', yesterday, lastWeek);
    await closed(members[0]!.client, 'lemons', 'L', 'discarded', yesterday, lastWeek);

    const own = await owner.client.get<Impact>('/api/impact');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ scope: 'me', household: { name: 'Casa Rossi', people: 2 } });
    expect(own.body.totals.wasted.items).toBe(0);

    const shared = await owner.client.get<Impact>('/api/impact?scope=household');
    expect(shared.status).toBe(200);
    expect(shared.body.scope).toBe('household');
    expect(shared.body.totals.eatenInTime.items).toBe(1);
    expect(shared.body.totals.wasted).toMatchObject({ items: 2 });
    const wastedKg = shared.body.totals.wasted.kg;
    // Per person and per charted week: the household's waste over 8 weeks, shared by 2.
    expect(shared.body.wastedKgPerWeek).toBeCloseTo(wastedKg / 8 / 2, 3);

    // Without a household there is nothing to show; a scope it does not know is refused.
    const alone = await signedInGuest(t);
    const none = await alone.get<ErrorBody>('/api/impact?scope=household');
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Non fai parte di una casa.');
    const bad = await alone.get<ErrorBody>('/api/impact?scope=street');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual([
      { field: 'scope', message: 'Scegli le tue cifre o quelle della tua casa' },
    ]);
    expect((await alone.get<Impact>('/api/impact')).body.household).toBeNull();
  });
});
