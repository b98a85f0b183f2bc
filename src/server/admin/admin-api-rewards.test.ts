// Prizes and coupons are created, listed, updated and deleted by admins; bad values a translated 422 or a 409.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldsOf, useAdminApiApp, type Fields } from '../../../tests/support/admin-api';
import { browserClient } from '../../../tests/support/browser-client';
import { coupons, prizeClaims } from '../db/schema';

const h = useAdminApiApp();

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

describe('prizes', () => {
  it('are managed, and one that was claimed is retired instead of deleted', async () => {
    const created = await h.admin.post<{ id: number; active: boolean; imagePath: string | null }>(
      '/api/admin/prizes',
      { ...prize('apron'), imagePath: '/images/prizes/apron.svg' },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ active: true, imagePath: '/images/prizes/apron.svg' });
    const id = created.body.id;
    const listed = await h.admin.get<{ slug: string }[]>('/api/admin/prizes?min_level=gte.6&active=is.true');
    expect(listed.body.map((p) => p.slug)).toContain('apron');

    await h.t.database.db
      .insert(prizeClaims)
      .values({ prizeId: id, userId: h.userId, code: 'APRN-CLAM-2345' });
    const refused = await h.admin.call<Fields>('DELETE', `/api/admin/prizes/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Someone has claimed this prize: set it inactive instead of deleting it.',
    );
    const retired = await h.admin.call<{ active: boolean }>('PATCH', `/api/admin/prizes/${id}`, {
      active: false,
    });
    expect(retired.body.active).toBe(false);
    expect(await h.t.database.db.select().from(prizeClaims).where(eq(prizeClaims.prizeId, id))).toHaveLength(
      1,
    );

    const unclaimed = await h.admin.post<{ id: number }>('/api/admin/prizes', prize('mug'));
    expect((await h.admin.call('DELETE', `/api/admin/prizes/${unclaimed.body.id}`)).status).toBe(204);
  });

  it('refuse bad values, in Italian too', async () => {
    // Answers speak the account's language: the admin switches to Italian, as from the side menu.
    const it = browserClient(h.t, { lang: 'it' });
    it.cookies.clear();
    for (const [k, v] of h.admin.cookies) it.cookies.set(k, v);
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
    expect((await h.admin.post('/api/admin/prizes', prize('bag-s-duplicate'))).status).toBe(201);
    expect((await h.admin.post<Fields>('/api/admin/prizes', prize('bag-s-duplicate'))).status).toBe(409);
    expect((await it.call('PUT', '/api/account/locale', { locale: 'en' })).status).toBe(200);
  });
});

describe('coupons', () => {
  it('are managed; the code is read in capitals and is unique', async () => {
    const created = await h.admin.post<{ id: number; code: string; validTo: string }>(
      '/api/admin/coupons',
      coupon(' spring27 '),
    );
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('SPRING27');
    expect(created.body.validTo).toBe('2027-05-31T22:00:00.000Z');
    const again = await h.admin.post<Fields>('/api/admin/coupons', coupon('Spring27'));
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual({ code: 'Another coupon already uses this code.' });
    const listed = await h.admin.get<{ code: string }[]>('/api/admin/coupons?code=eq.SPRING27');
    expect(listed.body.map((c) => c.code)).toEqual(['SPRING27']);
    const id = created.body.id;
    const moved = await h.admin.call<{ percent: number }>('PATCH', `/api/admin/coupons/${id}`, {
      percent: 25,
    });
    expect(moved.body.percent).toBe(25);
    expect((await h.admin.call('DELETE', `/api/admin/coupons/${id}`)).status).toBe(204);
    expect(await h.t.database.db.select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
  });

  it('must end after they start, on creation and when one bound changes', async () => {
    const backwards = await h.admin.post<Fields>('/api/admin/coupons', {
      ...coupon('BACKWARDS'),
      validTo: '2027-02-01T00:00:00Z',
    });
    expect(backwards.status).toBe(422);
    expect(fieldsOf(backwards.body)).toEqual({ validTo: 'The end must come after the start' });
    const { id } = (await h.admin.post<{ id: number }>('/api/admin/coupons', coupon('BOUNDS27'))).body;
    const early = await h.admin.call<Fields>('PATCH', `/api/admin/coupons/${id}`, {
      validTo: '2027-01-01T00:00:00Z',
    });
    expect(early.status).toBe(422);
    expect(fieldsOf(early.body)).toEqual({ validTo: 'The end must come after the start' });
    const late = await h.admin.call<Fields>('PATCH', `/api/admin/coupons/${id}`, {
      validFrom: '2027-07-01T00:00:00Z',
    });
    expect(late.status).toBe(422);
    expect(fieldsOf(late.body)).toEqual({ validFrom: 'The end must come after the start' });
    const [row] = await h.t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.validFrom.toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });

  it('refuse bad values', async () => {
    const res = await h.admin.post<Fields>('/api/admin/coupons', {
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
    const inApp = await h.admin.post('/api/admin/coupons', {
      ...coupon('INAPP27'),
      readMoreUrl: '/terms#rewards',
    });
    expect(inApp.status).toBe(201);
  });
});
