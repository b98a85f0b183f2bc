// Whole numbers and dates beyond what PostgreSQL holds are a 4xx with the usual error body: never a 500.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupon, expectRefused, food, prize, useBadInputApp } from '../../../tests/support/bad-input';
import { foods } from '../db/schema';

const h = useBadInputApp();

describe('whole numbers beyond PostgreSQL’s integer', () => {
  it('are refused in bodies as field errors', async () => {
    await h.refusedWithoutChange([
      [h.guest, 'POST', '/api/fridge-items', { foodId: 3_000_000_000, bagSize: 'M' }, 422, 'foodId'],
      [h.guest, 'POST', '/api/fridge-items', { foodId: 2_147_483_648, bagSize: 'M' }, 422, 'foodId'],
      [h.guest, 'POST', '/api/fridge-items', { foodId: 1e300, bagSize: 'M' }, 422, 'foodId'],
      [
        h.admin,
        'POST',
        '/api/admin/foods',
        { ...food, expiresWithBagDays: 3_000_000_000 },
        422,
        'expiresWithBagDays',
      ],
      [h.admin, 'POST', '/api/admin/prizes', { ...prize, minLevel: 3_000_000_000 }, 422, 'minLevel'],
      [h.admin, 'POST', '/api/admin/coupons', { ...coupon, percent: 3_000_000_000 }, 422, 'percent'],
    ]);
    // The largest integer is only an unknown food.
    expectRefused(
      await h.guest.post('/api/fridge-items', { foodId: 2_147_483_647, bagSize: 'M' }),
      422,
      'foodId',
    );
  });

  it('in paths and queries name nothing, or are a malformed query', async () => {
    for (const path of ['3000000000', '99999999999999999999', '-1', '1e3', '0x10']) {
      expectRefused(await h.admin.get(`/api/admin/foods/${path}`), 404);
      expectRefused(await h.admin.call('PATCH', `/api/admin/prizes/${path}`, { minLevel: 2 }), 404);
      expectRefused(await h.member.post(`/api/prizes/${path}/claim`, {}), 404);
    }
    expectRefused(await h.guest.get('/api/fridge-items?food_id=eq.3000000000'), 400);
    expectRefused(await h.admin.get('/api/admin/prizes?id=in.(1,3000000000)'), 400);
    expectRefused(await h.guest.get('/api/fridge-items?limit=99999999999'), 400);
  });
});

describe('dates outside the years 1970 to 9998', () => {
  it('are refused for an item’s start, with nothing stored', async () => {
    await h.refusedWithoutChange([
      [
        h.guest,
        'POST',
        '/api/fridge-items',
        { foodId: h.carrots, bagSize: 'M', startDatetime: '0000-01-01T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        h.guest,
        'POST',
        '/api/fridge-items',
        { foodId: h.carrots, bagSize: 'M', startDatetime: '9999-12-31T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        h.guest,
        'POST',
        '/api/fridge-items',
        { foodId: h.carrots, bagSize: 'M', startDatetime: '9999-01-01T00:00:00Z' },
        422,
        'startDatetime',
      ],
      [
        h.guest,
        'POST',
        '/api/fridge-items',
        { foodId: h.carrots, bagSize: 'M', startDatetime: '1969-12-31T23:59:59Z' },
        422,
        'startDatetime',
      ],
    ]);
    const last = await h.guest.post('/api/fridge-items', {
      foodId: h.carrots,
      bagSize: 'M',
      startDatetime: '9998-12-31T23:59:59Z',
    });
    expect(last.status).toBe(201);
  });

  it('an end date that the food’s shelf life would carry past 9999 is refused, not stored', async () => {
    const [stored] = await h.t.database.db
      .select({ days: foods.expiresWithBagDays })
      .from(foods)
      .where(eq(foods.id, h.carrots));
    const days = stored!.days;
    // Only the database could hold such a shelf life (admins may set at most 365 days).
    for (const shelfLife of [3_000_000, 2_147_483_647]) {
      await h.t.database.db
        .update(foods)
        .set({ expiresWithBagDays: shelfLife })
        .where(eq(foods.id, h.carrots));
      try {
        await h.refusedWithoutChange([
          [h.guest, 'POST', '/api/fridge-items', { foodId: h.carrots, bagSize: 'M' }, 422, 'startDatetime'],
        ]);
      } finally {
        await h.t.database.db.update(foods).set({ expiresWithBagDays: days }).where(eq(foods.id, h.carrots));
      }
    }
  });

  it('are refused for a coupon’s bounds', async () => {
    await h.refusedWithoutChange([
      [
        h.admin,
        'POST',
        '/api/admin/coupons',
        { ...coupon, validFrom: '0000-01-01T00:00:00Z' },
        422,
        'validFrom',
      ],
      [
        h.admin,
        'POST',
        '/api/admin/coupons',
        { ...coupon, validTo: '9999-12-31T23:00:00-05:00' },
        422,
        'validTo',
      ],
      [h.admin, 'POST', '/api/admin/coupons', { ...coupon, validTo: '9999-06-01T00:00:00Z' }, 422, 'validTo'],
    ]);
  });
});
