// Prizes and coupons: the demo set seeded once, prizes unlocked by level and claimed once for a
// unique code, coupons shown while valid to users whose level reaches theirs.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { signedInGuest } from '../../../tests/support/fridge';
import { member as makeMember, reachLevel as levelUp } from '../../../tests/support/members';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { coupons, prizeClaims, prizes, seedRuns } from '../db/schema';
import { seedRewards } from './seed';
import type { CouponView, PrizeView } from './service';

let t: TestApp;
const seededAt = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedRewards(t.database.db, seededAt);
});
afterAll(() => t.close());

const member = (lang: 'en' | 'it' = 'en') => makeMember(t, { lang });
const reachLevel = (userId: string, level: number) => levelUp(t, userId, level);

async function prizeId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: prizes.id }).from(prizes).where(eq(prizes.slug, slug));
  return row!.id;
}

type ErrorBody = { error: { code: string; message: string } };

describe('the demo set', () => {
  it('is seeded once: four prizes by level and the coupons of this season and the next', async () => {
    const listed = await t.database.db.select().from(prizes).orderBy(prizes.minLevel);
    expect(listed.map((p) => [p.slug, p.minLevel])).toEqual([
      ['bag-s', 3],
      ['bags-m-set', 5],
      ['bags-l-set', 8],
      ['full-kit', 12],
    ]);
    const seeded = await t.database.db.select().from(coupons).orderBy(coupons.validFrom, coupons.code);
    expect(seeded.map((c) => [c.code, c.percent, c.minLevel])).toEqual([
      ['AUTUMN26', 10, 1],
      ['AUTUMN26PLUS', 20, 4],
      ['WINTER26', 10, 1],
      ['WINTER26PLUS', 20, 4],
    ]);
    expect([seeded[0]!.titleIt, seeded[0]!.descriptionIt]).toEqual([
      "Sconto d'autunno",
      "Il 10% di sconto sui sacchetti freschezza nel negozio ufficiale, per tutto l'autunno.",
    ]);
    expect(seeded[2]!.titleEn).toBe('Winter discount');
    // Autumn ends and winter begins at midnight in Rome on 1 December.
    expect(seeded[0]!.validTo.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(seeded[2]!.validFrom.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(seeded[2]!.validTo.toISOString()).toBe('2027-02-28T23:00:00.000Z');
    for (const row of [...listed, ...seeded]) {
      expect(row.titleIt).not.toBe(row.titleEn);
      expect(row.descriptionIt).not.toBe(row.descriptionEn);
    }
  });

  it('does not bring back what an admin deleted', async () => {
    await t.database.db.insert(coupons).values({
      code: 'GONE26',
      percent: 5,
      validFrom: seededAt,
      validTo: new Date('2027-01-01T00:00:00Z'),
      titleIt: 'Via',
      titleEn: 'Gone',
      descriptionIt: 'Via',
      descriptionEn: 'Gone',
      readMoreUrl: '/terms#rewards',
    });
    await t.database.db.delete(coupons).where(eq(coupons.code, 'GONE26'));
    expect(await seedRewards(t.database.db)).toEqual({ prizes: 0, coupons: 0 });
    expect(
      await t.database.db.select().from(seedRuns).where(eq(seedRuns.name, 'rewards-demo-v1')),
    ).toHaveLength(1);
  });

  it('a database seeded with "busta" for the bag says "sacchetto" after the next start; an admin’s text stays', async () => {
    const db = t.database.db;
    await db.update(prizes).set({ titleIt: 'Una busta S in regalo' }).where(eq(prizes.slug, 'bag-s'));
    await db
      .update(prizes)
      .set({ titleIt: 'Tre sacchetti M, scelti da noi' })
      .where(eq(prizes.slug, 'bags-m-set'));
    await db
      .update(coupons)
      .set({
        descriptionIt: "Il 10% di sconto sulle buste freschezza nel negozio ufficiale, per tutto l'autunno.",
      })
      .where(eq(coupons.code, 'AUTUMN26'));
    expect(await seedRewards(db)).toEqual({ prizes: 0, coupons: 0 });
    const byslug = new Map((await db.select().from(prizes)).map((p) => [p.slug, p.titleIt]));
    expect(byslug.get('bag-s')).toBe('Un sacchetto S in regalo');
    expect(byslug.get('bags-m-set')).toBe('Tre sacchetti M, scelti da noi');
    const [autumn] = await db.select().from(coupons).where(eq(coupons.code, 'AUTUMN26'));
    expect(autumn!.descriptionIt).toBe(
      "Il 10% di sconto sui sacchetti freschezza nel negozio ufficiale, per tutto l'autunno.",
    );
    await db.update(prizes).set({ titleIt: 'Set di 3 sacchetti M' }).where(eq(prizes.slug, 'bags-m-set'));
  });
});

describe('prizes', () => {
  it('are listed to everyone; signed out, none is unlocked', async () => {
    const res = await browserClient(t).get<PrizeView[]>('/api/prizes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toMatchObject({
      slug: 'bag-s',
      minLevel: 3,
      title: { it: 'Un sacchetto S in regalo', en: 'A free S bag' },
      imageUrl: '/images/prizes/bag-s.svg',
      unlocked: false,
      claim: null,
    });
  });

  it('unlock at their level and are claimed once for a code that stays the same', async () => {
    const user = await member();
    const bagS = await prizeId('bag-s');
    const locked = await user.client.post<ErrorBody>(`/api/prizes/${bagS}/claim`);
    expect(locked.status).toBe(403);
    expect(locked.body.error).toEqual({ code: 'locked', message: 'This prize unlocks at level 3.' });
    expect(await t.database.db.select().from(prizeClaims).where(eq(prizeClaims.userId, user.id))).toEqual([]);

    await reachLevel(user.id, 3);
    const listed = (await user.client.get<PrizeView[]>('/api/prizes')).body;
    expect(listed.map((p) => p.unlocked)).toEqual([true, false, false, false]);

    const first = await user.client.post<{ code: string; claimedAt: string }>(`/api/prizes/${bagS}/claim`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'approved' });
    expect(first.body.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const again = await user.client.post<{ code: string }>(`/api/prizes/${bagS}/claim`);
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(first.body.code);
    const shown = (await user.client.get<PrizeView[]>('/api/prizes')).body[0]!;
    expect(shown.claim).toEqual(first.body);

    const next = await user.client.post<ErrorBody>(`/api/prizes/${await prizeId('bags-m-set')}/claim`);
    expect(next.status).toBe(403);
    expect(next.body.error.code).toBe('locked');
  });

  itOnPostgres('claimed by the same user many times at once make one claim', async () => {
    const user = await member();
    await reachLevel(user.id, 5);
    const id = await prizeId('bags-m-set');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => user.client.post<{ code: string }>(`/api/prizes/${id}/claim`)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.code)).size).toBe(1);
    const rows = await t.database.db.select().from(prizeClaims).where(eq(prizeClaims.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("show no one else's claim, and give every claimant a different code", async () => {
    const a = await member();
    const b = await member();
    await reachLevel(a.id, 3);
    await reachLevel(b.id, 3);
    const id = await prizeId('bag-s');
    const codeA = (await a.client.post<{ code: string }>(`/api/prizes/${id}/claim`)).body.code;
    expect((await b.client.get<PrizeView[]>('/api/prizes')).body[0]!.claim).toBeNull();
    const codeB = (await b.client.post<{ code: string }>(`/api/prizes/${id}/claim`)).body.code;
    expect(codeB).not.toBe(codeA);
  });

  it('cannot be claimed by guests, signed out, or when unknown', async () => {
    const guest = await signedInGuest(t, { lang: 'en' });
    const id = await prizeId('bag-s');
    const refused = await guest.post<ErrorBody>(`/api/prizes/${id}/claim`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'guest',
      message: 'Create your account to claim prizes: we need to know who to send them to.',
    });
    expect((await browserClient(t).post(`/api/prizes/${id}/claim`)).status).toBe(401);
    const user = await member();
    for (const path of ['999999', '0', 'abc', '1e3', '99999999999', '-1']) {
      const res = await user.client.post<ErrorBody>(`/api/prizes/${path}/claim`);
      expect(res.status, path).toBe(404);
    }
  });

  it('retired by an admin disappear, except for those who claimed them, who keep their code', async () => {
    const claimant = await member();
    const other = await member();
    await reachLevel(claimant.id, 8);
    await reachLevel(other.id, 8);
    const id = await prizeId('bags-l-set');
    const { code } = (await claimant.client.post<{ code: string }>(`/api/prizes/${id}/claim`)).body;
    await t.database.db.update(prizes).set({ active: false }).where(eq(prizes.id, id));
    try {
      const refused = await other.client.post<ErrorBody>(`/api/prizes/${id}/claim`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('This prize does not exist or is no longer available.');
      expect((await other.client.get<PrizeView[]>('/api/prizes')).body.map((p) => p.slug)).not.toContain(
        'bags-l-set',
      );
      const kept = (await claimant.client.get<PrizeView[]>('/api/prizes')).body.find(
        (p) => p.slug === 'bags-l-set',
      );
      expect(kept?.claim?.code).toBe(code);
    } finally {
      await t.database.db.update(prizes).set({ active: true }).where(eq(prizes.id, id));
    }
  });

  it('answer in Italian', async () => {
    const user = await member('it');
    const res = await user.client.post<ErrorBody>(`/api/prizes/${await prizeId('full-kit')}/claim`);
    expect(res.body.error.message).toBe('Questo premio si sblocca al livello 12.');
  });
});

describe('coupons', () => {
  const day = 86_400_000;
  const codes = ['PAST', 'NOW1', 'NOW4', 'SOON'].map((c) => `T${c}${Date.now() % 100000}`);

  beforeAll(async () => {
    const now = Date.now();
    const texts = { titleIt: 'Sconto', titleEn: 'Discount', descriptionIt: 'Prova', descriptionEn: 'Test' };
    await t.database.db.insert(coupons).values(
      [
        {
          ...texts,
          code: codes[0]!,
          percent: 5,
          validFrom: new Date(now - 10 * day),
          validTo: new Date(now - day),
        },
        {
          ...texts,
          code: codes[1]!,
          percent: 10,
          validFrom: new Date(now - day),
          validTo: new Date(now + day),
        },
        {
          ...texts,
          code: codes[2]!,
          percent: 20,
          minLevel: 4,
          validFrom: new Date(now - day),
          validTo: new Date(now + 2 * day),
        },
        {
          ...texts,
          code: codes[3]!,
          percent: 15,
          validFrom: new Date(now + day),
          validTo: new Date(now + 9 * day),
        },
      ].map((c) => ({ ...c, readMoreUrl: 'https://shop.example.com/coupons' })),
    );
  });
  afterAll(() => t.database.db.delete(coupons).where(inArray(coupons.code, codes)));

  const ours = (list: CouponView[]) => list.map((c) => c.code).filter((code) => codes.includes(code));

  it('show a guest the valid ones of level 1, not the past, future or higher-level ones', async () => {
    const guest = await signedInGuest(t);
    const res = await guest.get<CouponView[]>('/api/coupons');
    expect(res.status).toBe(200);
    expect(ours(res.body)).toEqual([codes[1]]);
    expect(res.body.find((c) => c.code === codes[1])).toMatchObject({
      percent: 10,
      minLevel: 1,
      title: { it: 'Sconto', en: 'Discount' },
      readMoreUrl: 'https://shop.example.com/coupons',
    });
  });

  it('unlock the higher ones with the level, the soonest to end first', async () => {
    const user = await member();
    await reachLevel(user.id, 4);
    expect(ours((await user.client.get<CouponView[]>('/api/coupons')).body)).toEqual([codes[1], codes[2]]);
  });

  it('need a session', async () => {
    expect((await browserClient(t).get('/api/coupons')).status).toBe(401);
  });
});
