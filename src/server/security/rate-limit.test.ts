import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../../tests/support/test-database';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { consume, peek, pruneRateLimits } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 3, windowSeconds: 60 };
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('rate limits in the database', () => {
  it('allow up to the maximum in a window, then refuse until it ends', async () => {
    const db = database.db;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume(db, 'k1', limit, at(i)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(57);
    expect((await consume(db, 'k1', limit, at(61))).allowed).toBe(true);
  });

  it('end exactly when the window does: refused a moment before, a fresh window of the full maximum from then', async () => {
    const db = database.db;
    const key = 'edge';
    for (let i = 0; i < 3; i++) expect((await consume(db, key, limit, at(i))).allowed).toBe(true);
    // Refusals inside the window do not stretch it.
    for (const second of [10, 30, 59])
      expect((await consume(db, key, limit, at(second))).allowed).toBe(false);
    const last = await consume(db, key, limit, at(59.999));
    expect(last).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(await peek(db, key, limit, at(59.999))).toMatchObject({ allowed: false });

    expect(await peek(db, key, limit, at(60))).toMatchObject({ allowed: true, count: 0 });
    expect(await consume(db, key, limit, at(60))).toMatchObject({ allowed: true, count: 1 });
    expect((await consume(db, key, limit, at(61))).allowed).toBe(true);
    expect((await consume(db, key, limit, at(62))).allowed).toBe(true);
    // The new window counts from its first event (60 s), not from the old one's end.
    expect(await consume(db, key, limit, at(63))).toMatchObject({ allowed: false, retryAfterSeconds: 57 });
    expect((await consume(db, key, limit, at(120))).allowed).toBe(true);
  });

  it('keep keys apart', async () => {
    await consume(database.db, 'k2', { max: 1, windowSeconds: 60 }, t0);
    expect((await consume(database.db, 'k3', { max: 1, windowSeconds: 60 }, t0)).allowed).toBe(true);
  });

  itOnPostgres('count every one of many events sent at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 20 }, () => consume(database.db, 'burst', { max: 5, windowSeconds: 60 }, t0)),
    );
    expect(all.filter((r) => r.allowed)).toHaveLength(5);
    expect(Math.max(...all.map((r) => r.count))).toBe(20);
  });

  it('peek reads without counting', async () => {
    const l = { max: 2, windowSeconds: 60 };
    expect((await peek(database.db, 'p', l, t0)).allowed).toBe(true);
    await consume(database.db, 'p', l, t0);
    await consume(database.db, 'p', l, at(1));
    expect(await peek(database.db, 'p', l, at(2))).toMatchObject({ allowed: false, count: 2 });
    expect((await peek(database.db, 'p', l, at(61))).allowed).toBe(true);
  });

  it('prune forgets old windows', async () => {
    await pruneRateLimits(database.db, 3600, at(7200));
    expect((await peek(database.db, 'k1', limit, at(61))).count).toBe(0);
  });
});
