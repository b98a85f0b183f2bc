// The ideas to use up what is about to go off: read by anyone, managed by admins through /api/admin/ideas with
// the shared schema's messages, seeded once per database.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOOD_CATALOGUE } from '@/shared/food-catalogue';
import { IDEAS } from '@/shared/ideas-catalogue';
import type { Idea } from '@/shared/responses/ideas';
import { fieldsOf, useAdminApiApp, type Fields } from '../../../tests/support/admin-api';
import { browserClient } from '../../../tests/support/browser-client';
import { ideas } from '../db/schema';
import { seedIdeas } from './seed';

const h = useAdminApiApp();

const idea = (slug: string) => ({
  slug,
  foods: ['pears', 'peaches'],
  minutes: 20,
  titleIt: 'Pere e pesche al forno',
  titleEn: 'Baked pears and peaches',
  stepsIt: ['Taglia la frutta a spicchi.', 'Cuoci a 180 °C per 20 minuti.'],
  stepsEn: ['Cut the fruit into wedges.', 'Bake at 180 °C for 20 minutes.'],
});

async function publicIdeas(): Promise<Idea[]> {
  const res = await browserClient(h.t, { lang: 'en' }).get<Idea[]>('/api/ideas');
  expect(res.status).toBe(200);
  return res.body;
}

async function stored(): Promise<number> {
  const [row] = await h.t.database.db.select({ n: count() }).from(ideas);
  return row!.n;
}

describe('GET /api/ideas', () => {
  it('gives anyone the ideas written for the catalogue, in both languages, at least two for each food', async () => {
    const res = await browserClient(h.t, { lang: 'en' }).get<Idea[]>('/api/ideas');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const seeded = IDEAS.map(({ slug, foods, minutes, it, en }) => ({ slug, foods, minutes, it, en }));
    expect(res.body).toEqual(expect.arrayContaining(seeded));
    for (const food of FOOD_CATALOGUE) {
      expect(res.body.filter((i) => i.foods.includes(food.slug)).length, food.slug).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('/api/admin/ideas', () => {
  it('adds, changes, retires and deletes an idea, which users see accordingly', async () => {
    const created = await h.admin.post<{ id: number; active: boolean }>(
      '/api/admin/ideas',
      idea('baked-fruit'),
    );
    expect(created.status).toBe(201);
    expect(created.body.active).toBe(true);
    const id = created.body.id;
    expect((await publicIdeas()).find((i) => i.slug === 'baked-fruit')).toEqual({
      slug: 'baked-fruit',
      foods: ['pears', 'peaches'],
      minutes: 20,
      it: { title: 'Pere e pesche al forno', steps: idea('x').stepsIt },
      en: { title: 'Baked pears and peaches', steps: idea('x').stepsEn },
    });

    const changed = await h.admin.call<{ titleEn: string; stepsEn: string[] }>(
      'PATCH',
      `/api/admin/ideas/${id}`,
      { titleEn: 'Warm baked fruit', stepsEn: ['Cut.', 'Bake.', 'Serve warm.'] },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      titleEn: 'Warm baked fruit',
      stepsEn: ['Cut.', 'Bake.', 'Serve warm.'],
    });
    const listed = await h.admin.get<{ slug: string }[]>('/api/admin/ideas?minutes=eq.20&active=is.true');
    expect(listed.body.map((i) => i.slug)).toContain('baked-fruit');

    expect((await h.admin.call('PATCH', `/api/admin/ideas/${id}`, { active: false })).status).toBe(200);
    expect((await publicIdeas()).map((i) => i.slug)).not.toContain('baked-fruit');

    expect((await h.admin.call('DELETE', `/api/admin/ideas/${id}`)).status).toBe(204);
    expect(await h.t.database.db.select().from(ideas).where(eq(ideas.id, id))).toEqual([]);
  });

  it('refuses foods the catalogue lacks, a wrong number of steps or minutes, and a taken slug, changing nothing', async () => {
    const before = await stored();
    const bad = await h.admin.post<Fields>('/api/admin/ideas', {
      ...idea('bad-idea'),
      minutes: 0,
      stepsIt: ['Solo un passaggio.'],
      stepsEn: ['One.', 'Two.', 'Three.', 'Four.', 'Five.'],
      active: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual({
      minutes: 'Enter a whole number of minutes from 1 to 240',
      stepsIt: 'Write from 2 to 4 steps',
      stepsEn: 'Write from 2 to 4 steps',
      active: 'Choose on or off',
    });
    const unknown = await h.admin.post<Fields>('/api/admin/ideas', {
      ...idea('dragon-salad'),
      foods: ['pears', 'dragonfruit'],
    });
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.body)).toEqual({ foods: 'Choose from 1 to 6 different foods of the catalogue' });
    const twice = await h.admin.post<Fields>('/api/admin/ideas', {
      ...idea('pear-pear'),
      foods: ['pears', 'pears'],
    });
    expect(fieldsOf(twice.body)).toEqual({ foods: 'Choose from 1 to 6 different foods of the catalogue' });
    const taken = await h.admin.post<Fields>('/api/admin/ideas', idea(IDEAS[0]!.slug));
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual({ slug: 'Another one already uses this slug.' });
    const [first] = await h.admin.get<{ id: number }[]>('/api/admin/ideas?limit=1').then((r) => r.body);
    const patched = await h.admin.call<Fields>('PATCH', `/api/admin/ideas/${first!.id}`, {
      foods: ['plums'],
    });
    expect(patched.status).toBe(422);
    expect(await stored()).toBe(before);
    expect(await publicIdeas()).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: IDEAS[0]!.slug })]),
    );
  });

  it('is refused to a user who is not an admin, and to nobody', async () => {
    expect((await h.user.get('/api/admin/ideas')).status).toBe(403);
    expect((await h.user.post('/api/admin/ideas', idea('not-mine'))).status).toBe(403);
    expect((await browserClient(h.t, { lang: 'en' }).get('/api/admin/ideas')).status).toBe(401);
  });
});

describe('seeding', () => {
  it('runs once per database: an idea an admin deleted stays deleted', async () => {
    const slug = IDEAS[1]!.slug;
    const [row] = await h.t.database.db.select().from(ideas).where(eq(ideas.slug, slug));
    expect((await h.admin.call('DELETE', `/api/admin/ideas/${row!.id}`)).status).toBe(204);
    expect(await seedIdeas(h.t.database.db)).toEqual({ inserted: 0 });
    expect((await publicIdeas()).map((i) => i.slug)).not.toContain(slug);
  });
});
