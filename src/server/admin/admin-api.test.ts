// The admin API (docs/product.md#accounts): only admins; foods, prizes and coupons created, listed through
// the query layer, updated and deleted; every bad value a translated 422; taken slugs and rows in use a 409.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../../tests/support/accounts';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { coupons, foods, prizeClaims } from '../db/schema';
import { grantAdmin } from './grant';

let t: TestApp;
let admin: BrowserClient;
let user: BrowserClient;
let userId: string;
let n = 0;

async function member(lang = 'en'): Promise<{ client: BrowserClient; id: string; email: string }> {
  const client = browserClient(t, { lang });
  const email = `admin-api-${++n}-${Date.now()}@example.com`;
  const id = await signUpVerified(t, client, email, 'gestione-del-frigo-2026');
  return { client, id, email };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await member();
  expect(await grantAdmin(t.database.db, a.email)).toBe('granted');
  admin = a.client;
  const u = await member();
  user = u.client;
  userId = u.id;
});
afterAll(() => t.close());

type Fields = { error: { code: string; message: string; fields?: { field: string; message: string }[] } };
const fieldsOf = (body: Fields) =>
  Object.fromEntries((body.error.fields ?? []).map((f) => [f.field, f.message]));

const food = (slug: string) => ({
  name: `Feijoa ${slug}`,
  type: 'fruit',
  slug,
  expiresWithBagDays: 12,
  expiresWithoutBagDays: 5,
});
const prize = (slug: string) => ({
  slug,
  minLevel: 6,
  titleIt: 'Un grembiule',
  titleEn: 'An apron',
  descriptionIt: 'Un grembiule da cucina in cotone.',
  descriptionEn: 'A cotton kitchen apron.',
});
const coupon = (code: string) => ({
  code,
  percent: 15,
  validFrom: '2027-03-01T00:00:00+01:00',
  validTo: '2027-06-01T00:00:00+02:00',
  minLevel: 2,
  titleIt: 'Sconto di primavera',
  titleEn: 'Spring discount',
  descriptionIt: 'Il 15% sui sacchetti.',
  descriptionEn: '15% off bags.',
  readMoreUrl: 'https://shop.example.com/spring',
});

describe('who may use it', () => {
  it('is refused signed out (401), to guests and to users (403), and nothing changes', async () => {
    const guest = await signedInGuest(t, { lang: 'en' });
    for (const path of ['/api/admin/foods', '/api/admin/prizes', '/api/admin/coupons']) {
      expect((await browserClient(t).get(path)).status).toBe(401);
      const refused = await user.get<Fields>(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'forbidden',
        message: 'Only an administrator can do this.',
      });
      expect((await guest.get(path)).status).toBe(403);
    }
    expect((await user.post('/api/admin/foods', food('refused-fruit'))).status).toBe(403);
    expect((await user.call('DELETE', '/api/admin/foods/1')).status).toBe(403);
    expect(await t.database.db.select().from(foods).where(eq(foods.slug, 'refused-fruit'))).toEqual([]);
    expect(await t.database.db.select().from(foods).where(eq(foods.id, 1))).toHaveLength(1);
  });
});

describe('foods', () => {
  it('are created, read, listed with filters, updated and deleted', async () => {
    const created = await admin.post<{ id: number; slug: string; imagePath: string | null }>(
      '/api/admin/foods',
      food('feijoas'),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'feijoas', imagePath: null });
    const id = created.body.id;
    expect((await admin.get(`/api/admin/foods/${id}`)).body).toMatchObject({ name: 'Feijoa feijoas' });
    // The public catalogue shows it too.
    expect(Object.keys(await foodIds(t))).toContain('feijoas');

    const listed = await admin.get<{ slug: string }[]>('/api/admin/foods?slug=eq.feijoas');
    expect(listed.body.map((f) => f.slug)).toEqual(['feijoas']);
    const page = await admin.get<{ slug: string }[]>(
      '/api/admin/foods?type=eq.fruit&order=slug.desc&limit=2',
    );
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    expect((await admin.get('/api/admin/foods?colour=eq.red')).status).toBe(400);

    const updated = await admin.call<{ expiresWithBagDays: number; imagePath: string }>(
      'PATCH',
      `/api/admin/foods/${id}`,
      { expiresWithBagDays: 14, imagePath: 'public/foods/feijoas.svg' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ expiresWithBagDays: 14, imagePath: 'public/foods/feijoas.svg' });
    expect((await admin.call('DELETE', `/api/admin/foods/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/foods/${id}`)).status).toBe(404);
    expect((await admin.call('DELETE', `/api/admin/foods/${id}`)).status).toBe(404);
  });

  it('refuse each bad value with its message, and unknown fields', async () => {
    const res = await admin.post<Fields>('/api/admin/foods', {
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
      const bad = await admin.post<Fields>('/api/admin/foods', { ...food('bad-image'), imagePath });
      expect(bad.status, imagePath).toBe(422);
    }
    expect((await admin.call('PATCH', '/api/admin/foods/1', { expiresWithBagDays: 366 })).status).toBe(422);
  });

  it('edit the figures the impact page weighs, prices and counts with, and refuse bad ones', async () => {
    const id = (await admin.post<{ id: number }>('/api/admin/foods', food('cape-gooseberries'))).body.id;
    const figures = {
      weightSGrams: 150,
      weightMGrams: 300,
      weightLGrams: 600,
      priceCentsPerKg: 1800,
      co2eGramsPerKg: 900,
    };
    const updated = await admin.call('PATCH', `/api/admin/foods/${id}`, figures);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(figures);

    // An M bag thrown away weighs, costs and emits what the admin said.
    const guest = await signedInGuest(t, { lang: 'en' });
    const item = await guest.post<{ id: string }>('/api/fridge-items', { foodId: id, bagSize: 'M' });
    await guest.call('PATCH', `/api/fridge-items/${item.body.id}`, { state: 'discarded' });
    const impact = await guest.get<{ totals: { wasted: unknown } }>('/api/impact');
    expect(impact.body.totals.wasted).toEqual({ items: 1, kg: 0.3, euro: 5.4, co2eKg: 0.27 });

    const bad = await admin.call<Fields>('PATCH', `/api/admin/foods/${id}`, {
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
    expect((await admin.get(`/api/admin/foods/${id}`)).body).toMatchObject(figures);
  });

  it('answer 400 to a body that is not JSON, and 404 to ids that name nothing', async () => {
    const res = await t.request('http://localhost:3000/api/admin/foods', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'Content-Type': 'application/json',
        Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    for (const id of ['0', 'abc', '99999999999', '1.5', '2147483648']) {
      expect((await admin.get(`/api/admin/foods/${id}`)).status, id).toBe(404);
    }
  });

  it('refuse a slug already taken (409) and the deletion of a food in a fridge (409), changing nothing', async () => {
    const taken = await admin.post<Fields>('/api/admin/foods', food('pears'));
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ slug: 'Another one already uses this slug.' });
    const guest = await signedInGuest(t);
    const pears = (await foodIds(t)).pears!;
    expect((await guest.post('/api/fridge-items', { foodId: pears, bagSize: 'M' })).status).toBe(201);
    const inUse = await admin.call<Fields>('DELETE', `/api/admin/foods/${pears}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe("This food is in users' fridges and cannot be deleted.");
    expect(await t.database.db.select().from(foods).where(eq(foods.id, pears))).toHaveLength(1);
    const renamed = await admin.call<Fields>('PATCH', `/api/admin/foods/${pears}`, { slug: 'lemons' });
    expect(renamed.status).toBe(409);
  });
});

describe('prizes', () => {
  it('are managed, and one that was claimed is retired instead of deleted', async () => {
    const created = await admin.post<{ id: number; active: boolean; imagePath: string | null }>(
      '/api/admin/prizes',
      { ...prize('apron'), imagePath: '/images/prizes/apron.svg' },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ active: true, imagePath: '/images/prizes/apron.svg' });
    const id = created.body.id;
    const listed = await admin.get<{ slug: string }[]>('/api/admin/prizes?min_level=gte.6&active=is.true');
    expect(listed.body.map((p) => p.slug)).toContain('apron');

    await t.database.db.insert(prizeClaims).values({ prizeId: id, userId, code: 'APRN-CLAM-2345' });
    const refused = await admin.call<Fields>('DELETE', `/api/admin/prizes/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Someone has claimed this prize: set it inactive instead of deleting it.',
    );
    const retired = await admin.call<{ active: boolean }>('PATCH', `/api/admin/prizes/${id}`, {
      active: false,
    });
    expect(retired.body.active).toBe(false);
    expect(await t.database.db.select().from(prizeClaims).where(eq(prizeClaims.prizeId, id))).toHaveLength(1);

    const unclaimed = await admin.post<{ id: number }>('/api/admin/prizes', prize('mug'));
    expect((await admin.call('DELETE', `/api/admin/prizes/${unclaimed.body.id}`)).status).toBe(204);
  });

  it('refuse bad values, in Italian too', async () => {
    // Answers speak the account's language: the admin switches to Italian, as from the side menu.
    const it = browserClient(t, { lang: 'it' });
    it.cookies.clear();
    for (const [k, v] of admin.cookies) it.cookies.set(k, v);
    expect((await it.call('PUT', '/api/account/locale', { locale: 'it' })).status).toBe(200);
    const res = await it.post<Fields>('/api/admin/prizes', {
      ...prize('bad-prize'),
      minLevel: 0,
      titleEn: '',
      descriptionIt: 'x'.repeat(501),
      imagePath: '//evil.example.com/x.png',
      active: 'yes',
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual({
      minLevel: 'Scegli un livello da 1 a 100',
      titleEn: 'Inserisci un titolo di al massimo 100 caratteri',
      descriptionIt: 'Inserisci una descrizione di al massimo 500 caratteri',
      imagePath: 'Usa un indirizzo https o un percorso di questo sito che inizia con /',
      active: 'Scegli attivo o disattivo',
    });
    expect((await admin.post('/api/admin/prizes', prize('bag-s-duplicate'))).status).toBe(201);
    expect((await admin.post<Fields>('/api/admin/prizes', prize('bag-s-duplicate'))).status).toBe(409);
    expect((await it.call('PUT', '/api/account/locale', { locale: 'en' })).status).toBe(200);
  });
});

describe('coupons', () => {
  it('are managed; the code is read in capitals and is unique', async () => {
    const created = await admin.post<{ id: number; code: string; validTo: string }>(
      '/api/admin/coupons',
      coupon(' spring27 '),
    );
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('SPRING27');
    expect(created.body.validTo).toBe('2027-05-31T22:00:00.000Z');
    const again = await admin.post<Fields>('/api/admin/coupons', coupon('Spring27'));
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual({ code: 'Another coupon already uses this code.' });
    const listed = await admin.get<{ code: string }[]>('/api/admin/coupons?code=eq.SPRING27');
    expect(listed.body.map((c) => c.code)).toEqual(['SPRING27']);
    const id = created.body.id;
    const moved = await admin.call<{ percent: number }>('PATCH', `/api/admin/coupons/${id}`, { percent: 25 });
    expect(moved.body.percent).toBe(25);
    expect((await admin.call('DELETE', `/api/admin/coupons/${id}`)).status).toBe(204);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
  });

  it('must end after they start, on creation and when one bound changes', async () => {
    const backwards = await admin.post<Fields>('/api/admin/coupons', {
      ...coupon('BACKWARDS'),
      validTo: '2027-02-01T00:00:00Z',
    });
    expect(backwards.status).toBe(422);
    expect(fieldsOf(backwards.body)).toEqual({ validTo: 'The end must come after the start' });
    const { id } = (await admin.post<{ id: number }>('/api/admin/coupons', coupon('BOUNDS27'))).body;
    const early = await admin.call<Fields>('PATCH', `/api/admin/coupons/${id}`, {
      validTo: '2027-01-01T00:00:00Z',
    });
    expect(early.status).toBe(422);
    expect(fieldsOf(early.body)).toEqual({ validTo: 'The end must come after the start' });
    const late = await admin.call<Fields>('PATCH', `/api/admin/coupons/${id}`, {
      validFrom: '2027-07-01T00:00:00Z',
    });
    expect(late.status).toBe(422);
    expect(fieldsOf(late.body)).toEqual({ validFrom: 'The end must come after the start' });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.validFrom.toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });

  it('refuse bad values', async () => {
    const res = await admin.post<Fields>('/api/admin/coupons', {
      ...coupon('X!'),
      percent: 101,
      validFrom: 'tomorrow',
      readMoreUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toMatchObject({
      code: 'Use 3 to 32 letters, digits or dashes',
      percent: 'Enter a whole percentage from 1 to 100',
      validFrom: 'Not a valid date and time',
      readMoreUrl: 'Use an https address or a path of this site starting with /',
    });
    const inApp = await admin.post('/api/admin/coupons', {
      ...coupon('INAPP27'),
      readMoreUrl: '/terms#rewards',
    });
    expect(inApp.status).toBe(201);
  });
});
