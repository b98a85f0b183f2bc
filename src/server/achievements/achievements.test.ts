// Achievements for the fridge's actions: each rule at its milestone and one below, awarded once,
// in the action's transaction, with points that always equal the ledger's sum.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@/shared/achievements';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, keptLongEnough, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { rowsOf } from '../db/client';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const guest = () => signedInGuest(t);

async function add(client: BrowserClient, slug: string, bagSize = 'M', startDatetime?: string) {
  const res = await client.post<{ id: string }>('/api/fridge-items', {
    foodId: foods[slug],
    bagSize,
    ...(startDatetime ? { startDatetime } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function codes(client: BrowserClient): Promise<string[]> {
  const res = await client.get<{ achievementCode: string }[]>('/api/achievements');
  expect(res.status).toBe(200);
  return res.body.map((a) => a.achievementCode).sort();
}

async function pointsAndLedger(client: BrowserClient): Promise<[number, number]> {
  const { body } = await client.get<{ user: { id: string; points: number } }>('/api/auth/get-session');
  const [row] = rowsOf<{ total: string | number }>(
    await t.database.db.execute(
      sql`select coalesce(sum(points), 0) as total from points_ledger where user_id = ${body.user.id}`,
    ),
  );
  return [body.user.points, Number(row!.total)];
}

const FRUITS = ['mandarins', 'mangoes', 'blueberries', 'pears', 'peaches', 'grapes'];
const VEGETABLES = ['carrots', 'lettuce', 'zucchini', 'broccoli', 'radishes', 'cucumbers'];

describe('achievements of the fridge', () => {
  it('the first item earns the first bag of its size, one bag used, a first vegetable and that food', async () => {
    const user = await guest();
    await add(user, 'carrots', 'S');
    expect(await codes(user)).toEqual(
      ['bags_used.1', 'first_bag_S.1', 'new_food_added.1.carrots', 'new_vegetable_added.1'].sort(),
    );
    // +2 for the add, 10 + 10 + 20 + 10 for the achievements.
    expect(await pointsAndLedger(user)).toEqual([52, 52]);
    const res = await user.get<{ achievementCode: string; achievementData: unknown }[]>('/api/achievements');
    expect(res.body.find((a) => a.achievementCode === 'new_food_added.1.carrots')!.achievementData).toEqual({
      milestone: 1,
      item_slug: 'carrots',
    });
  });

  it('bags used and different fruits: at 5, not at 4; the same fruit twice counts once', async () => {
    const user = await guest();
    for (const slug of FRUITS.slice(0, 4)) await add(user, slug);
    await add(user, 'mandarins');
    expect(await codes(user)).toContain('bags_used.5');
    expect(await codes(user)).not.toContain('new_fruit_added.5');
    await add(user, FRUITS[4]!);
    expect(await codes(user)).toContain('new_fruit_added.5');
    const [points, ledger] = await pointsAndLedger(user);
    expect(points).toBe(ledger);
  });

  it('bags used: 4 is not 5', async () => {
    const user = await guest();
    for (const slug of VEGETABLES.slice(0, 4)) await add(user, slug);
    expect(await codes(user)).not.toContain('bags_used.5');
    expect(await codes(user)).not.toContain('new_vegetable_added.5');
    await add(user, VEGETABLES[4]!);
    expect(await codes(user)).toEqual(expect.arrayContaining(['bags_used.5', 'new_vegetable_added.5']));
  });

  it('concurrent bags counts only the items stored now', async () => {
    const user = await guest();
    const first = await add(user, 'carrots');
    for (const slug of ['lemons', 'grapes', 'radishes']) await add(user, slug);
    expect((await user.call('PATCH', `/api/fridge-items/${first}`, { state: 'consumed' })).status).toBe(200);
    await add(user, 'mangoes');
    expect(await codes(user)).not.toContain('concurrent_bags.5');
    await add(user, 'pears');
    expect(await codes(user)).toContain('concurrent_bags.5');
  });

  it('food consumed counts items eaten by their end date, not late ones, nor thrown away ones', async () => {
    const user = await guest();
    const late = await add(user, 'strawberries', 'M', new Date(Date.now() - 30 * 86_400_000).toISOString());
    const binned = await add(user, 'lemons');
    // Eating counts only for food kept long enough; these have been.
    await keptLongEnough(t, late);
    await user.call('PATCH', `/api/fridge-items/${late}`, { state: 'consumed' });
    await user.call('PATCH', `/api/fridge-items/${binned}`, { state: 'discarded' });
    expect(await codes(user)).not.toContain('food_consumed.1');
    const onTime = await add(user, 'carrots');
    await keptLongEnough(t, onTime);
    await user.call('PATCH', `/api/fridge-items/${onTime}`, { state: 'consumed' });
    expect(await codes(user)).toContain('food_consumed.1');
  });

  it('deleting and adding again awards nothing twice', async () => {
    const user = await guest();
    const id = await add(user, 'asparagus', 'L');
    expect((await user.call('DELETE', `/api/fridge-items/${id}`)).status).toBe(204);
    await add(user, 'asparagus', 'L');
    const list = await codes(user);
    expect(list.filter((c) => c === 'first_bag_L.1')).toHaveLength(1);
    expect(list.filter((c) => c === 'new_food_added.1.asparagus')).toHaveLength(1);
    const [points, ledger] = await pointsAndLedger(user);
    expect(points).toBe(ledger);
    // Two adds (+2 each), one taken back; the achievements once: 10 + 10 + 10 + 20.
    expect(points).toBe(2 + 50);
  });

  itOnPostgres('the same action twice at once awards once', async () => {
    const user = await guest();
    await Promise.all([add(user, 'eggplants'), add(user, 'eggplants')]);
    const list = await codes(user);
    for (const code of [
      'bags_used.1',
      'first_bag_M.1',
      'new_food_added.1.eggplants',
      'new_vegetable_added.1',
    ]) {
      expect(
        list.filter((c) => c === code),
        code,
      ).toHaveLength(1);
    }
    const [points, ledger] = await pointsAndLedger(user);
    expect(points).toBe(ledger);
    expect(points).toBe(4 + 50);
  });

  it("are read-only, the own user's only, and need a user", async () => {
    const owner = await guest();
    await add(owner, 'pineapple');
    const other = await guest();
    expect(await codes(other)).toEqual([]);
    const signedOut = await browserClient(t, { lang: 'en' }).get<{ error: { message: string } }>(
      '/api/achievements',
    );
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe('No user');
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      expect((await owner.call(method, '/api/achievements', {})).status).toBe(404);
    }
  });

  it('every code of the catalogue has its points', () => {
    expect(ACHIEVEMENTS).toHaveLength(3 + 5 + 2 + 2 + 2 + 3 + 2 + 2 + 24);
    expect(ACHIEVEMENTS.every((a) => a.points > 0)).toBe(true);
  });
});
