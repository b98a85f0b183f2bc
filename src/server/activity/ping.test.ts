// The daily ping: one login per calendar day in the user's zone, the streak across days and gaps, login_streak.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { rowsOf } from '../db/client';
import { calendarDay, ping } from './ping';

let t: TestApp;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser(): Promise<string> {
  const id = `ping-${++users}`;
  await t.database.db.execute(sql`insert into users (id, email) values (${id}, ${`${id}@example.com`})`);
  return id;
}

const day = (n: number, time = '09:00:00Z') => new Date(`2027-01-${String(n).padStart(2, '0')}T${time}`);

describe('ping', () => {
  it('counts once a day; the streak grows on consecutive days and starts again after a gap', async () => {
    const id = await newUser();
    const db = t.database.db;
    expect(await ping(db, id, 'Europe/Rome', day(1))).toMatchObject({
      counted: true,
      loginStreak: 1,
      loginCount: 1,
    });
    expect(await ping(db, id, 'Europe/Rome', day(1, '20:00:00Z'))).toMatchObject({
      counted: false,
      loginCount: 1,
    });
    expect(await ping(db, id, 'Europe/Rome', day(2))).toMatchObject({ counted: true, loginStreak: 2 });
    // 3 January skipped.
    expect(await ping(db, id, 'Europe/Rome', day(4))).toMatchObject({
      counted: true,
      loginStreak: 1,
      loginCount: 3,
    });
  });

  it('awards login_streak.5 on the fifth day running, not the fourth, and .10 on the tenth', async () => {
    const id = await newUser();
    const db = t.database.db;
    for (let d = 1; d <= 4; d++) expect((await ping(db, id, 'Europe/Rome', day(d))).awards).toEqual([]);
    const fifth = await ping(db, id, 'Europe/Rome', day(5));
    expect(fifth.awards.map((a) => a.code)).toEqual(['login_streak.5']);
    for (let d = 6; d <= 9; d++) expect((await ping(db, id, 'Europe/Rome', day(d))).awards).toEqual([]);
    expect((await ping(db, id, 'Europe/Rome', day(10))).awards.map((a) => a.code)).toEqual([
      'login_streak.10',
    ]);
    const [row] = rowsOf<{ points: number }>(
      await db.execute(sql`select points from users where id = ${id}`),
    );
    expect(row!.points).toBe(70);
  });

  it("follows the calendar of the user's zone", async () => {
    const db = t.database.db;
    // 22:30 and 23:30 UTC on 1 January: 23:30 on the 1st and 00:30 on the 2nd in Rome, both the 1st in New York.
    const rome = await newUser();
    expect(await ping(db, rome, 'Europe/Rome', day(1, '22:30:00Z'))).toMatchObject({ loginStreak: 1 });
    expect(await ping(db, rome, 'Europe/Rome', day(1, '23:30:00Z'))).toMatchObject({
      counted: true,
      loginStreak: 2,
    });
    const newYork = await newUser();
    expect(await ping(db, newYork, 'America/New_York', day(1, '22:30:00Z'))).toMatchObject({ counted: true });
    expect(await ping(db, newYork, 'America/New_York', day(1, '23:30:00Z'))).toMatchObject({
      counted: false,
    });
    expect(calendarDay(day(2, '04:59:00Z'), 'America/New_York')).toBe('2027-01-01');
    expect(calendarDay(day(2, '05:00:00Z'), 'America/New_York')).toBe('2027-01-02');
  });

  itOnPostgres('two pings at once count once', async () => {
    const id = await newUser();
    const results = await Promise.all([1, 2].map(() => ping(t.database.db, id, 'Europe/Rome', day(3))));
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    const [row] = rowsOf<{ login_count: number }>(
      await t.database.db.execute(sql`select login_count from users where id = ${id}`),
    );
    expect(row!.login_count).toBe(1);
  });

  it('POST /api/rpc/ping needs a user, takes no payload and counts the day once', async () => {
    expect((await browserClient(t).post('/api/rpc/ping')).status).toBe(401);
    const client = browserClient(t, { timeZone: 'Asia/Tokyo' });
    await client.post('/api/auth/sign-in/anonymous');
    const first = await client.post<{ counted: boolean; loginCount: number }>('/api/rpc/ping');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ counted: true, loginCount: 1 });
    expect((await client.post<{ counted: boolean }>('/api/rpc/ping')).body.counted).toBe(false);
  });
});
