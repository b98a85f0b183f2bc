// The profile's figures: podium, bags, food types; each user's own, deleted items left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let foods: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  foods = await foodIds(t);
});
afterAll(() => t.close());

const guest = () => signedInGuest(t);

async function add(client: BrowserClient, slug: string, bagSize: string): Promise<string> {
  const res = await client.post<{ id: string }>('/api/fridge-items', { foodId: foods[slug], bagSize });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('profile figures', () => {
  it('podium, bags in use and food types count kept items of every state, not deleted ones', async () => {
    const user = await guest();
    for (const slug of ['carrots', 'carrots', 'carrots', 'lemons', 'lemons', 'pears', 'grapes']) {
      await add(user, slug, slug === 'carrots' ? 'L' : 'S');
    }
    const eaten = await add(user, 'lemons', 'M');
    await user.call('PATCH', `/api/fridge-items/${eaten}`, { state: 'consumed' });
    const deleted = await add(user, 'grapes', 'M');
    await user.call('DELETE', `/api/fridge-items/${deleted}`);

    const podium = await user.get<{ slug: string; count: number; imagePath: string }[]>('/api/stats/podium');
    // A tie goes to the food stored most recently: lemons before carrots, grapes before pears.
    expect(podium.body.map((p) => [p.slug, p.count])).toEqual([
      ['lemons', 3],
      ['carrots', 3],
      ['grapes', 1],
    ]);
    expect(podium.body[0]!.imagePath).toMatch(/^\/storage\/public\/foods\/lemons\./);
    expect((await user.get('/api/stats/bags')).body).toEqual({
      S: { total: 4, inUse: 4 },
      M: { total: 1, inUse: 0 },
      L: { total: 3, inUse: 3 },
    });
    expect((await user.get('/api/stats/food-types')).body).toEqual({ fruit: 5, vegetable: 3 });
  });

  it('are empty for a new user, and need one', async () => {
    const user = await guest();
    expect((await user.get('/api/stats/podium')).body).toEqual([]);
    expect((await user.get('/api/stats/bags')).body).toEqual({
      S: { total: 0, inUse: 0 },
      M: { total: 0, inUse: 0 },
      L: { total: 0, inUse: 0 },
    });
    expect((await user.get('/api/stats/food-types')).body).toEqual({ fruit: 0, vegetable: 0 });
    for (const path of ['/api/stats/podium', '/api/stats/bags', '/api/stats/food-types']) {
      expect((await browserClient(t).get(path)).status).toBe(401);
    }
  });
});
