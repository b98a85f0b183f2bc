// Points reward real use of the fridge: no add-then-eat loop, a daily allowance, and limits on changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUME_MIN_HOURS, FRIDGE_POINTS, FRIDGE_POINTS_PER_DAY, FRIDGE_WRITES } from '@/shared/points';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, keptLongEnough, recordedHoursAgo, signedInGuest } from '../../../tests/support/fridge';
import { passLimitTime } from '../../../tests/support/limits';
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

interface Item {
  id: string;
}

async function userId(b: BrowserClient): Promise<string> {
  return (await b.get<{ user: { id: string } }>('/api/auth/get-session')).body.user.id;
}

/** What the user's fridge actions earned (achievements apart), and the user's total. */
async function points(b: BrowserClient): Promise<{ fridge: number; total: number }> {
  const id = await userId(b);
  const [row] = rowsOf<{ fridge: string; total: number }>(
    await t.database.db.execute(sql`
      select coalesce(sum(l.points) filter (where l.reason <> 'achievement'), 0) as fridge,
        (select points from users where id = ${id}) as total
      from points_ledger l where l.user_id = ${id}`),
  );
  return { fridge: Number(row!.fridge), total: Number(row!.total) };
}

async function add(b: BrowserClient, slug = 'carrots'): Promise<Item> {
  const res = await b.post<Item>('/api/fridge-items', { foodId: foods[slug], bagSize: 'M' });
  expect(res.status).toBe(201);
  return res.body;
}

describe('points for eating', () => {
  it(`are earned only for food kept at least ${CONSUME_MIN_HOURS} hours: add then eat at once earns only the add`, async () => {
    const b = await signedInGuest(t);
    const item = await add(b);
    expect((await b.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' })).status).toBe(200);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS.add);
  });

  it('are earned once the food has been in the fridge long enough', async () => {
    const b = await signedInGuest(t);
    const item = await add(b);
    await keptLongEnough(t, item.id);
    await b.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' });
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS.add + FRIDGE_POINTS.consumedOnTime);
  });

  it('count toward "food consumed" achievements only when kept long enough', async () => {
    const b = await signedInGuest(t);
    const quick = await add(b);
    await b.call('PATCH', `/api/fridge-items/${quick.id}`, { state: 'consumed' });
    const codes = async () =>
      rowsOf<{ code: string }>(
        await t.database.db.execute(
          sql`select achievement_code as code from users_achievements where user_id = ${await userId(b)}`,
        ),
      ).map((r) => r.code);
    expect(await codes()).not.toContain('food_consumed.1');
    const kept = await add(b);
    await recordedHoursAgo(t, kept.id, CONSUME_MIN_HOURS);
    await b.call('PATCH', `/api/fridge-items/${kept.id}`, { state: 'consumed' });
    expect(await codes()).toContain('food_consumed.1');
  });
});

describe('the daily allowance', () => {
  it(`stops fridge points at ${FRIDGE_POINTS_PER_DAY}; achievements still count`, async () => {
    const b = await signedInGuest(t);
    const adds = FRIDGE_POINTS_PER_DAY / FRIDGE_POINTS.add + 2;
    for (let i = 0; i < adds; i++) await add(b);
    const after = await points(b);
    expect(after.fridge).toBe(FRIDGE_POINTS_PER_DAY);
    expect(after.total).toBeGreaterThan(FRIDGE_POINTS_PER_DAY);
  });

  it('gives what is left of it, and a delete takes back only what the add earned', async () => {
    const b = await signedInGuest(t);
    const id = await userId(b);
    // 49 points already earned by the fridge today.
    await t.database.db.execute(
      sql`insert into points_ledger (user_id, reason, reference, points)
          values (${id}, 'item_added', 'earlier', ${FRIDGE_POINTS_PER_DAY - 1})`,
    );
    const first = await add(b);
    const second = await add(b);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
    expect((await b.call('DELETE', `/api/fridge-items/${second.id}`)).status).toBe(204);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
    expect((await b.call('DELETE', `/api/fridge-items/${first.id}`)).status).toBe(204);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY - 1);
  });

  it('counts what was earned hours before, and is whole again 24 hours later', async () => {
    const b = await signedInGuest(t);
    const id = await userId(b);
    // 49 points earned by the fridge two hours ago: the allowance has 1 left.
    await t.database.db.execute(
      sql`insert into points_ledger (user_id, reason, reference, points, created_at)
          values (${id}, 'item_added', 'earlier', ${FRIDGE_POINTS_PER_DAY - 1}, now() - interval '2 hours')`,
    );
    await add(b);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
    await add(b);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
    // A day later (every entry a day older), the allowance pays again.
    await t.database.db.execute(
      sql`update points_ledger set created_at = created_at - interval '24 hours' where user_id = ${id}`,
    );
    await add(b);
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY + FRIDGE_POINTS.add);
  });

  itOnPostgres('holds under concurrent adds', async () => {
    const b = await signedInGuest(t);
    const id = await userId(b);
    await t.database.db.execute(
      sql`insert into points_ledger (user_id, reason, reference, points)
          values (${id}, 'item_added', 'earlier', ${FRIDGE_POINTS_PER_DAY - 4})`,
    );
    await Promise.all(Array.from({ length: 6 }, () => add(b)));
    expect((await points(b)).fridge).toBe(FRIDGE_POINTS_PER_DAY);
  });
});

describe('changes to the fridge', () => {
  it(`are limited to ${FRIDGE_WRITES.perMinute} a minute per user, with Retry-After, and change nothing beyond`, async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    const other = await signedInGuest(t);
    for (let i = 0; i < FRIDGE_WRITES.perMinute; i++) await add(b);
    const refused = await b.post<{ error: { code: string; message: string } }>('/api/fridge-items', {
      foodId: foods.carrots,
      bagSize: 'S',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toMatch(
      /^Too many changes to the fridge in a short time\. Try again in (?:1 second|(?!1 )\d+ seconds)\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const listed = await b.get<Item[]>('/api/fridge-items?limit=100');
    expect(listed.body).toHaveLength(FRIDGE_WRITES.perMinute);
    // Reading stays open, and other users are not affected.
    expect(listed.status).toBe(200);
    await add(other);
  });

  it("are open again once the minute has passed, and each one still counts toward the day's", async () => {
    const b = await signedInGuest(t);
    const id = await userId(b);
    for (let i = 0; i < FRIDGE_WRITES.perMinute; i++) await add(b);
    const refused = await b.post('/api/fridge-items', { foodId: foods.carrots, bagSize: 'S' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    // Just before the minute ends: still refused.
    await passLimitTime(t, `fridge-write-minute:${id}`, wait - 2);
    expect((await b.post('/api/fridge-items', { foodId: foods.carrots, bagSize: 'S' })).status).toBe(429);
    await passLimitTime(t, `fridge-write-minute:${id}`, 2);
    await add(b);
    const [day] = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select count from rate_limits where key = ${`fridge-write-day:${id}`}`),
    );
    expect(Number(day!.count)).toBe(FRIDGE_WRITES.perMinute + 1);
  });

  it(`are limited to ${FRIDGE_WRITES.perDay} a day per user: the next is refused until the day has passed`, async () => {
    expect(FRIDGE_WRITES.perDay).toBe(300);
    const b = await signedInGuest(t, { lang: 'en' });
    const id = await userId(b);
    // 299 changes made this morning, as the day's counter holds them.
    await t.database.db.execute(
      sql`insert into rate_limits (key, count, window_started_at)
          values (${`fridge-write-day:${id}`}, 299, now() - interval '3 hours')`,
    );
    await add(b);
    const refused = await b.post<{ error: { code: string; message: string } }>('/api/fridge-items', {
      foodId: foods.carrots,
      bagSize: 'S',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toBe(
      "You have reached today's limit of 300 changes to the fridge. Try again in about 21 h.",
    );
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(20 * 3600);
    expect(wait).toBeLessThanOrEqual(21 * 3600);
    expect((await b.get<Item[]>('/api/fridge-items?limit=100')).body).toHaveLength(1);
    // Just before the day ends: still refused; once it has: open again.
    await passLimitTime(t, 'fridge-write-day:', wait - 60);
    expect((await b.post('/api/fridge-items', { foodId: foods.carrots, bagSize: 'S' })).status).toBe(429);
    await passLimitTime(t, 'fridge-write-day:', 60);
    await add(b);
    expect((await b.get<Item[]>('/api/fridge-items?limit=100')).body).toHaveLength(2);
  });

  it('a farming loop (add, eat, repeat) earns no more than the allowance and its achievements', async () => {
    const b = await signedInGuest(t);
    for (let i = 0; i < FRIDGE_WRITES.perMinute / 2; i++) {
      const item = await add(b);
      await b.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' });
    }
    const { fridge } = await points(b);
    expect(fridge).toBe((FRIDGE_WRITES.perMinute / 2) * FRIDGE_POINTS.add);
  });
});
