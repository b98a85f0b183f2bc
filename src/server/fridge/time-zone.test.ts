// The user's time zone follows the browser: it is written by a change or the daily ping, never by a read, and
// a new item's reminders are at 09:00 where the user is now.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, type BrowserClient } from '../../../tests/support/browser-client';
import { foodIds } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let carrots: number;
let strawberries: number;

interface Item {
  reminders: { reminderDatetime: string; isDefault: boolean }[];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ carrots, strawberries } = (await foodIds(t)) as { carrots: number; strawberries: number });
});
afterAll(() => t.close());

describe("the user's time zone", () => {
  it('follows the browser: a user who signed up in New York and is now in Tokyo gets reminders at 09:00 Tokyo time', async () => {
    const traveller = browserClient(t, { timeZone: 'America/New_York' });
    await traveller.post('/api/auth/sign-in/anonymous');
    const abroad = browserClient(t, { timeZone: 'Asia/Tokyo' });
    for (const [k, v] of traveller.cookies) abroad.cookies.set(k, v);
    const res = await abroad.post<Item>('/api/fridge-items', {
      foodId: strawberries,
      bagSize: 'S',
      startDatetime: '2026-06-01T12:00:00+09:00',
    });
    // Strawberries keep 3 days: 4 June, 09:00 in Tokyo is 00:00 UTC.
    expect(res.body.reminders.find((r) => r.isDefault)!.reminderDatetime).toBe('2026-06-04T00:00:00.000Z');
    expect(await storedZone(traveller)).toBe('Asia/Tokyo');
  });

  it('is never written by a read, only by a change or the daily ping', async () => {
    const home = browserClient(t, { timeZone: 'Europe/Rome' });
    await home.post('/api/auth/sign-in/anonymous');
    const away = (timeZone: string) => {
      const b = browserClient(t, { timeZone });
      for (const [k, v] of home.cookies) b.cookies.set(k, v);
      return b;
    };
    expect((await away('America/Santiago').get('/api/fridge-items')).status).toBe(200);
    expect((await away('America/Santiago').get('/api/stats/podium')).status).toBeLessThan(500);
    expect(await storedZone(home)).toBe('Europe/Rome');
    expect((await away('Asia/Tokyo').post('/api/rpc/ping')).status).toBe(200);
    expect(await storedZone(home)).toBe('Asia/Tokyo');
    // A zone that is not one is ignored.
    await away('Mars/Olympus_Mons').post('/api/fridge-items', { foodId: carrots, bagSize: 'S' });
    expect(await storedZone(home)).toBe('Asia/Tokyo');
  });
});

async function storedZone(b: BrowserClient): Promise<string> {
  const { id } = (await b.get<{ user: { id: string } }>('/api/auth/get-session')).body.user;
  const [row] = rowsOf<{ zone: string }>(
    await t.database.db.execute(sql`select time_zone as zone from users where id = ${id}`),
  );
  return row!.zone;
}
