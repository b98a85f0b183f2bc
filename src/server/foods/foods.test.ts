import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_CATALOGUE } from '@/shared/food-catalogue';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Food {
  id: number;
  slug: string;
  type: string;
  name: string;
  imagePath: string | null;
  expiresWithBagDays: number | null;
  expiresWithoutBagDays: number | null;
}

async function foods(query = ''): Promise<{ status: number; body: Food[]; range: string | null }> {
  const res = await t.request(`/api/foods${query}`);
  return { status: res.status, body: (await res.json()) as Food[], range: res.headers.get('content-range') };
}

describe('GET /api/foods', () => {
  it('lists the 24 foods of the catalogue with their figures and public image URLs', async () => {
    const { status, body, range } = await foods();
    expect(status).toBe(200);
    expect(body).toHaveLength(24);
    expect(range).toBe('0-23/24');
    for (const expected of FOOD_CATALOGUE) {
      const food = body.find((f) => f.slug === expected.slug);
      expect(food).toMatchObject({
        name: expected.name,
        type: expected.type,
        expiresWithBagDays: expected.expiresWithBagDays,
        expiresWithoutBagDays: expected.expiresWithoutBagDays,
        imagePath: `/storage/public/foods/${expected.slug}.svg`,
      });
    }
  });

  it('serves every food image from the public bucket', async () => {
    const { body } = await foods();
    for (const food of body) {
      const res = await t.request(food.imagePath!);
      expect(res.status, food.slug).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect((await res.text()).includes('<svg')).toBe(true);
    }
  });

  it('answers in camelCase, never with the snake_case columns', async () => {
    const { body } = await foods('?limit=1');
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['expiresWithBagDays', 'expiresWithoutBagDays', 'id', 'imagePath', 'name', 'slug', 'type'].sort(),
    );
  });

  it('seeding again changes nothing', async () => {
    const { seedFoods } = await import('./seed');
    expect(await seedFoods(t.database.db, t.storage)).toEqual({ inserted: 0 });
    expect((await foods()).body).toHaveLength(24);
  });
});

describe('public storage', () => {
  it('refuses paths that leave the bucket', async () => {
    for (const path of [
      '/storage/public/../pglite.lock',
      '/storage/public/%2e%2e/x',
      '/storage/public/foods/%00.svg',
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });

  it('answers 404 with the JSON error shape for a missing object', async () => {
    const res = await t.request('/storage/public/foods/nothing.svg');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Non trovato.' } });
  });
});
