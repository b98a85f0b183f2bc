// Changes sent with an Idempotency-Key happen once: a retried request gets the first answer, never a second
// item or second points, also when the two arrive at the same moment. Which ids an add may name: item-ids.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemIdFor } from '@/shared/item-id';
import { FRIDGE_POINTS } from '@/shared/points';
import type { BrowserClient } from '../../../tests/support/browser-client';
import { foodIds, keptLongEnough, signedInGuest, userIdOf } from '../../../tests/support/fridge';
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
  state: string;
}

let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;

async function send<T>(b: BrowserClient, method: string, path: string, key: string, body?: unknown) {
  return b.call<T>(method, path, body, { 'Idempotency-Key': key });
}

async function count(b: BrowserClient): Promise<{ items: number; points: number }> {
  const { id } = (await b.get<{ user: { id: string } }>('/api/auth/get-session')).body.user;
  const [row] = rowsOf<{ items: string; points: string }>(
    await t.database.db.execute(sql`select
      (select count(*) from fridge_items where user_id = ${id}) as items,
      (select coalesce(sum(points), 0) from points_ledger where user_id = ${id} and reason <> 'achievement') as points`),
  );
  return { items: Number(row!.items), points: Number(row!.points) };
}

describe('a change queued on a device for an account', () => {
  it('is refused, changing nothing, while another account is signed in there; made for its own', async () => {
    const queuedBy = await signedInGuest(t);
    const other = await signedInGuest(t);
    const body = { foodId: foods.carrots, bagSize: 'M' };
    const queuedById = await userIdOf(queuedBy);
    const headers = (key: string) => ({ 'Idempotency-Key': key, 'X-Queued-By': queuedById });
    const refused = await other.call('POST', '/api/fridge-items', body, headers(newKey()));
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'other_account' } });
    expect(await count(other)).toEqual({ items: 0, points: 0 });
    const made = await queuedBy.call('POST', '/api/fridge-items', body, headers(newKey()));
    expect(made.status).toBe(201);
    expect(await count(queuedBy)).toEqual({ items: 1, points: FRIDGE_POINTS.add });
    // The answer carries the points the change left the account with, so the screen need not ask for them.
    const { points } = (await queuedBy.get<{ user: { points: number } }>('/api/auth/get-session')).body.user;
    expect(made.headers.get('x-user-points')).toBe(String(points));
  });
});

describe('an add sent twice with the same key', () => {
  it('makes one item and earns once; the second answer is the first, marked as replayed', async () => {
    const b = await signedInGuest(t);
    const key = newKey();
    const body = { foodId: foods.carrots, bagSize: 'M' };
    const first = await send<Item>(b, 'POST', '/api/fridge-items', key, body);
    const second = await send<Item>(b, 'POST', '/api/fridge-items', key, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(b)).toEqual({ items: 1, points: FRIDGE_POINTS.add });
  });

  itOnPostgres('at the same moment, still makes one item', async () => {
    const b = await signedInGuest(t);
    const key = newKey();
    const body = { foodId: foods.lemons, bagSize: 'S' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send<Item>(b, 'POST', '/api/fridge-items', key, body)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await count(b)).items).toBe(1);
  });

  it('with another body is refused, and changes nothing', async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    const key = newKey();
    await send(b, 'POST', '/api/fridge-items', key, { foodId: foods.carrots, bagSize: 'M' });
    const other = await send<{ error: { code: string; message: string } }>(
      b,
      'POST',
      '/api/fridge-items',
      key,
      {
        foodId: foods.carrots,
        bagSize: 'L',
      },
    );
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for another request.',
    });
    expect((await count(b)).items).toBe(1);
  });
});

describe('an add naming the id its device chose', () => {
  it('makes the item under the id made from it for its user; sent again with its key, it is answered once', async () => {
    const b = await signedInGuest(t);
    const sent = randomUUID();
    const id = await itemIdFor(await userIdOf(b), sent);
    const key = newKey();
    const body = { id: sent, foodId: foods.carrots, bagSize: 'M' };
    const first = await send<Item>(b, 'POST', '/api/fridge-items', key, body);
    const again = await send<Item>(b, 'POST', '/api/fridge-items', key, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect([first.body.id, again.body.id]).toEqual([id, id]);
    expect(await count(b)).toEqual({ items: 1, points: FRIDGE_POINTS.add });
  });

  it('sent again after its key was forgotten, is answered with the item it made, unchanged', async () => {
    const a = await signedInGuest(t);
    const body = { id: randomUUID(), foodId: foods.carrots, bagSize: 'M' };
    const first = await send<Item>(a, 'POST', '/api/fridge-items', newKey(), body);
    await t.database.db.execute(sql`delete from idempotency_keys`);
    // The phone never had the answer and comes back weeks later: the same add, with a key no longer kept.
    const again = await send<Item>(a, 'POST', '/api/fridge-items', newKey(), body);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(await count(a)).toEqual({ items: 1, points: FRIDGE_POINTS.add });
  });

  it('must be a UUID', async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    const res = await b.post<{ error: { fields: unknown[] } }>('/api/fridge-items', {
      id: 'local-1',
      foodId: foods.carrots,
      bagSize: 'M',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual([
      { field: 'id', message: 'An item id must be a random UUID (version 4 or 7)' },
    ]);
    expect((await count(b)).items).toBe(0);
  });
});

describe('state changes and deletions sent twice', () => {
  it('eating: both answers are the first one (not a 409), the points are earned once', async () => {
    const b = await signedInGuest(t);
    const item = (await b.post<Item>('/api/fridge-items', { foodId: foods.carrots, bagSize: 'M' })).body;
    await keptLongEnough(t, item.id);
    const key = newKey();
    const first = await send<Item>(b, 'PATCH', `/api/fridge-items/${item.id}`, key, { state: 'consumed' });
    const again = await send<Item>(b, 'PATCH', `/api/fridge-items/${item.id}`, key, { state: 'consumed' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.state).toBe('consumed');
    expect((await count(b)).points).toBe(FRIDGE_POINTS.add + FRIDGE_POINTS.consumedOnTime);
    // Without the key, eating it again is refused as before.
    expect((await b.call('PATCH', `/api/fridge-items/${item.id}`, { state: 'consumed' })).status).toBe(409);
  });

  it('deleting: both answers are 204, the add points are taken back once', async () => {
    const b = await signedInGuest(t);
    const item = (await b.post<Item>('/api/fridge-items', { foodId: foods.carrots, bagSize: 'M' })).body;
    const key = newKey();
    const first = await send(b, 'DELETE', `/api/fridge-items/${item.id}`, key);
    const again = await send(b, 'DELETE', `/api/fridge-items/${item.id}`, key);
    expect([first.status, again.status]).toEqual([204, 204]);
    expect(await count(b)).toEqual({ items: 0, points: 0 });
  });
});

describe('keys', () => {
  it("belong to their user: another user's request with the same key is their own", async () => {
    const a = await signedInGuest(t);
    const b = await signedInGuest(t);
    const key = newKey();
    const body = { foodId: foods.carrots, bagSize: 'M' };
    const mine = await send<Item>(a, 'POST', '/api/fridge-items', key, body);
    const theirs = await send<Item>(b, 'POST', '/api/fridge-items', key, body);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('of a refused request are not kept: the same request is asked anew', async () => {
    const b = await signedInGuest(t);
    const key = newKey();
    const body = { foodId: 999_999, bagSize: 'M' };
    expect((await send(b, 'POST', '/api/fridge-items', key, body)).status).toBe(422);
    expect((await send(b, 'POST', '/api/fridge-items', key, body)).status).toBe(422);
    const stored = rowsOf(
      await t.database.db.execute(sql`select 1 from idempotency_keys where key = ${key}`),
    );
    expect(stored).toHaveLength(0);
  });

  it('must look like a key', async () => {
    const b = await signedInGuest(t, { lang: 'en' });
    for (const key of ['short', 'x'.repeat(101), 'spaces are not ok']) {
      const res = await send(b, 'POST', '/api/fridge-items', key, { foodId: foods.carrots, bagSize: 'M' });
      expect(res.status, key).toBe(400);
    }
    expect((await count(b)).items).toBe(0);
  });
});
