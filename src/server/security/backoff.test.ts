// Growing delays: free failures, then a doubling wait up to a ceiling, forgotten after a quiet spell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../../tests/support/test-database';
import { PER_ACCOUNT, clearFailures, delaySeconds, recordFailure, sourceOf, waitLeft } from './backoff';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const t0 = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('growing delays', () => {
  it('are free for the first failures, then double up to the ceiling', () => {
    const waits = Array.from({ length: 20 }, (_, i) => delaySeconds(i + 1, PER_ACCOUNT));
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(4, 10)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(PER_ACCOUNT.maxSeconds);
  });

  it('make the source wait out the delay, count from one again after a quiet hour, and clear on success', async () => {
    const db = database.db;
    const attempt = { kind: 'password' as const, subject: 'a@example.com', source: '192.0.2.1' };
    for (let i = 0; i < 6; i++) await recordFailure(db, attempt, PER_ACCOUNT, at(i));
    // Six failures: the wait is 2 s from the last one.
    expect(await waitLeft(db, attempt, PER_ACCOUNT, at(5))).toBe(2);
    expect(await waitLeft(db, attempt, PER_ACCOUNT, at(7))).toBe(0);
    expect(await waitLeft(db, { ...attempt, source: '192.0.2.2' }, PER_ACCOUNT, at(5))).toBe(0);
    await recordFailure(db, attempt, PER_ACCOUNT, at(3700));
    expect(await waitLeft(db, attempt, PER_ACCOUNT, at(3700))).toBe(0);
    for (let i = 0; i < 5; i++) await recordFailure(db, attempt, PER_ACCOUNT, at(3701 + i));
    expect(await waitLeft(db, attempt, PER_ACCOUNT, at(3705))).toBe(2);
    await clearFailures(db, attempt);
    expect(await waitLeft(db, attempt, PER_ACCOUNT, at(3705))).toBe(0);
  });

  it('count an IPv6 client by its /64 network, and an IPv4 one by its address', () => {
    expect(sourceOf('2001:db8:77:1:abcd::1')).toBe('2001:db8:77:1::/64');
    expect(sourceOf('2001:0db8:0077:0001:ffff:0:0:2')).toBe('2001:db8:77:1::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceOf('192.0.2.7')).toBe('192.0.2.7');
  });
});
