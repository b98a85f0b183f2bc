// The origin check of state-changing API requests, for a signed-in user whose cookie a browser would send:
// Origin decides; without it the Referer's origin; with neither, or anything else, 403 and nothing changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodIds, signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let cookie: string;
let carrots: number;

beforeAll(async () => {
  t = await createTestApp();
  const guest = await signedInGuest(t);
  cookie = [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  carrots = (await foodIds(t)).carrots!;
});
afterAll(() => t.close());

async function items(): Promise<number> {
  return Number(
    rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from fridge_items`))[0]!.n,
  );
}

/** Adds carrots with the guest's cookie and only the given headers of origin. */
async function addWith(headers: Record<string, string>) {
  const res = await t.request('http://localhost:3000/api/fridge-items', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    body: JSON.stringify({ foodId: carrots, bagSize: 'M' }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('state-changing requests with a session', () => {
  it.each<[string, Record<string, string>]>([
    ['neither Origin nor Referer', {}],
    ['a Referer of another site', { Referer: 'https://evil.example/fridge' }],
    ['a Referer that is not a URL', { Referer: 'not a url' }],
    ['a Referer of our host on another port', { Referer: 'http://localhost:3001/fridge' }],
    ['Origin null (a sandboxed frame, a redirect)', { Origin: 'null' }],
    [
      'another Origin, even with our Referer',
      { Origin: 'https://evil.example', Referer: 'http://localhost:3000/fridge' },
    ],
  ])('are refused with %s, and change nothing', async (_, headers) => {
    const before = await items();
    expect(await addWith(headers)).toEqual({
      status: 403,
      body: { error: { code: 'invalid_origin', message: expect.any(String) } },
    });
    expect(await items()).toBe(before);
  });

  it.each<[string, Record<string, string>]>([
    ['our Origin', { Origin: 'http://localhost:3000' }],
    ['only a Referer of one of our pages', { Referer: 'http://localhost:3000/fridge?tab=1' }],
  ])('are accepted with %s', async (_, headers) => {
    const before = await items();
    expect((await addWith(headers)).status).toBe(201);
    expect(await items()).toBe(before + 1);
  });
});
