// Only admins may use the admin API; foods are created, listed, updated and deleted, bad values a 422 or 409.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldsOf, useAdminApiApp, type Fields } from '../../../tests/support/admin-api';
import { browserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { foods } from '../db/schema';

const h = useAdminApiApp();

const food = (slug: string) => ({
  name: `Feijoa ${slug}`,
  type: 'fruit',
  slug,
  expiresWithBagDays: 12,
  expiresWithoutBagDays: 5,
});
describe('who may use it', () => {
  it('is refused signed out (401), to guests and to users (403), and nothing changes', async () => {
    const guest = await signedInGuest(h.t, { lang: 'en' });
    for (const path of ['/api/admin/foods', '/api/admin/prizes', '/api/admin/coupons']) {
      expect((await browserClient(h.t).get(path)).status).toBe(401);
      const refused = await h.user.get<Fields>(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'forbidden',
        message: 'Only an administrator can do this.',
      });
      expect((await guest.get(path)).status).toBe(403);
    }
    expect((await h.user.post('/api/admin/foods', food('refused-fruit'))).status).toBe(403);
    expect((await h.user.call('DELETE', '/api/admin/foods/1')).status).toBe(403);
    expect(await h.t.database.db.select().from(foods).where(eq(foods.slug, 'refused-fruit'))).toEqual([]);
    expect(await h.t.database.db.select().from(foods).where(eq(foods.id, 1))).toHaveLength(1);
  });
});

describe('foods', () => {
  it('are created, read, listed with filters, updated and deleted', async () => {
    const created = await h.admin.post<{ id: number; slug: string; imagePath: string | null }>(
      '/api/admin/foods',
      food('feijoas'),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'feijoas', imagePath: null });
    const id = created.body.id;
    expect((await h.admin.get(`/api/admin/foods/${id}`)).body).toMatchObject({ name: 'Feijoa feijoas' });
    // The public catalogue shows it too.
    expect(Object.keys(await foodIds(h.t))).toContain('feijoas');

    const listed = await h.admin.get<{ slug: string }[]>('/api/admin/foods?slug=eq.feijoas');
    expect(listed.body.map((f) => f.slug)).toEqual(['feijoas']);
    const page = await h.admin.get<{ slug: string }[]>(
      '/api/admin/foods?type=eq.fruit&order=slug.desc&limit=2',
    );
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect((await h.admin.get('/api/admin/foods?colour=eq.red')).status).toBe(400);

    const updated = await h.admin.call<{ expiresWithBagDays: number; imagePath: string }>(
      'PATCH',
      `/api/admin/foods/${id}`,
      { expiresWithBagDays: 14, imagePath: 'public/foods/feijoas.svg' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ expiresWithBagDays: 14, imagePath: 'public/foods/feijoas.svg' });
    expect((await h.admin.call('DELETE', `/api/admin/foods/${id}`)).status).toBe(204);
    expect((await h.admin.get(`/api/admin/foods/${id}`)).status).toBe(404);
    expect((await h.admin.call('DELETE', `/api/admin/foods/${id}`)).status).toBe(404);
  });

  it('refuse each bad value with its message, and unknown fields', async () => {
    const res = await h.admin.post<Fields>('/api/admin/foods', {
      name: ' ',
      type: 'nut',
      slug: 'Not A Slug',
      imagePath: '../../etc/passwd',
      expiresWithBagDays: 1.5,
      expiresWithoutBagDays: -1,
      colour: 'red',
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual({
      name: 'Enter a name of at most 100 characters',
      type: 'Choose fruit or vegetable',
      slug: 'Use lower-case letters, digits and single dashes, at most 60 characters',
      imagePath: 'Use an https address or a path of the public bucket such as public/foods/pears.svg',
      expiresWithBagDays: 'Enter a whole number of days from 0 to 365',
      expiresWithoutBagDays: 'Enter a whole number of days from 0 to 365',
      colour: 'This field is not expected',
    });
    for (const imagePath of [
      'http://example.com/x.svg',
      'javascript:alert(1)',
      'public/../secret',
      '/public/x',
    ]) {
      const bad = await h.admin.post<Fields>('/api/admin/foods', { ...food('bad-image'), imagePath });
      expect(bad.status, imagePath).toBe(422);
    }
    expect((await h.admin.call('PATCH', '/api/admin/foods/1', { expiresWithBagDays: 366 })).status).toBe(422);
  });

  it('edit the figures the impact page weighs, prices and counts with, and refuse bad ones', async () => {
    const id = (await h.admin.post<{ id: number }>('/api/admin/foods', food('cape-gooseberries'))).body.id;
    const figures = {
      weightSGrams: 150,
      weightMGrams: 300,
      weightLGrams: 600,
      priceCentsPerKg: 1800,
      co2eGramsPerKg: 900,
    };
    const updated = await h.admin.call('PATCH', `/api/admin/foods/${id}`, figures);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(figures);

    // An M bag thrown away weighs, costs and emits what the admin said.
    const guest = await signedInGuest(h.t, { lang: 'en' });
    const item = await guest.post<{ id: string }>('/api/fridge-items', { foodId: id, bagSize: 'M' });
    await guest.call('PATCH', `/api/fridge-items/${item.body.id}`, { state: 'discarded' });
    const impact = await guest.get<{ totals: { wasted: unknown } }>('/api/impact');
    expect(impact.body.totals.wasted).toEqual({ items: 1, kg: 0.3, euro: 5.4, co2eKg: 0.27 });

    const bad = await h.admin.call<Fields>('PATCH', `/api/admin/foods/${id}`, {
      weightSGrams: 0,
      priceCentsPerKg: -1,
      co2eGramsPerKg: 100_001,
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual({
      weightSGrams: 'Enter the grams a bag holds, from 1 to 20,000.',
      priceCentsPerKg: 'Enter the price of a kilo in cents, from 0 to 100,000.',
      co2eGramsPerKg: 'Enter the grams of CO2e per kilo, from 0 to 100,000.',
    });
    expect((await h.admin.get(`/api/admin/foods/${id}`)).body).toMatchObject(figures);
  });

  it('answer 400 to a body that is not JSON, and 404 to ids that name nothing', async () => {
    const res = await h.t.request('http://localhost:3000/api/admin/foods', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'Content-Type': 'application/json',
        Cookie: [...h.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    for (const id of ['0', 'abc', '99999999999', '1.5', '2147483648']) {
      expect((await h.admin.get(`/api/admin/foods/${id}`)).status, id).toBe(404);
    }
  });

  it('refuse a slug already taken (409) and the deletion of a food in a fridge (409), changing nothing', async () => {
    const taken = await h.admin.post<Fields>('/api/admin/foods', food('pears'));
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ slug: 'Another one already uses this slug.' });
    const guest = await signedInGuest(h.t);
    const pears = (await foodIds(h.t)).pears!;
    expect((await guest.post('/api/fridge-items', { foodId: pears, bagSize: 'M' })).status).toBe(201);
    const inUse = await h.admin.call<Fields>('DELETE', `/api/admin/foods/${pears}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe("This food is in users' fridges and cannot be deleted.");
    expect(await h.t.database.db.select().from(foods).where(eq(foods.id, pears))).toHaveLength(1);
    const renamed = await h.admin.call<Fields>('PATCH', `/api/admin/foods/${pears}`, { slug: 'lemons' });
    expect(renamed.status).toBe(409);
  });
});
