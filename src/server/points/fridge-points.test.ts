// The fridge's daily allowance of points as a sliding window of 24 hours, at moments the test chooses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIDGE_POINTS_PER_DAY } from '@/shared/points';
import type { Database } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { createTestDatabase } from '../../../tests/support/test-database';
import { addFridgePoints, fridgePointsSince, grantedFor } from './fridge-points';
import { addPoints } from './ledger';

const HOUR = 3600_000;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let n = 0;
async function newUser(): Promise<string> {
  const id = `allowance-${++n}`;
  await database.db.insert(users).values({ id, email: `${id}@example.com` });
  return id;
}

/** Asks for `points` for adding an item at `at`; answers what was granted. */
function earn(userId: string, at: Date, points: number, reference = `item-${++n}`): Promise<number> {
  return database.db.transaction((tx) =>
    addFridgePoints(tx, { userId, reason: 'item_added', reference, points, at }),
  );
}

describe("the fridge's daily allowance", () => {
  it('is 50 points', () => {
    expect(FRIDGE_POINTS_PER_DAY).toBe(50);
  });

  it('counts every entry of the last 24 hours, however far apart, and frees each 24 hours after it', async () => {
    const user = await newUser();
    const start = new Date('2027-03-01T08:00:00Z');
    const after = (hours: number) => new Date(start.getTime() + hours * HOUR);
    expect(await earn(user, start, 30)).toBe(30);
    // Two hours later the first 30 still count: 20 are left.
    expect(await earn(user, after(2), 30)).toBe(20);
    // A minute short of a day after the first, both still count.
    expect(await earn(user, new Date(after(24).getTime() - 60_000), 5)).toBe(0);
    // A day after the first, its 30 are free again; the 20 of two hours later are not.
    expect(await earn(user, after(24), 40)).toBe(30);
    // A day after the second, its 20 are free again.
    expect(await earn(user, after(26), 40)).toBe(20);
    expect(await fridgePointsSince(database.db, user, after(2))).toBe(50);
  });

  it('counts fridge actions and merged guests, not achievements or points taken back', async () => {
    const user = await newUser();
    const at = new Date('2027-03-05T08:00:00Z');
    const entry = (
      reason: 'item_consumed' | 'guest_merged' | 'achievement' | 'item_added_revoked',
      points: number,
    ) => addPoints(database.db, { userId: user, reason, reference: `r-${++n}`, points, at });
    await entry('item_consumed', 5);
    await entry('guest_merged', 10);
    await entry('achievement', 100);
    await entry('item_added_revoked', -2);
    expect(await fridgePointsSince(database.db, user, new Date(at.getTime() - HOUR))).toBe(15);
    expect(await earn(user, new Date(at.getTime() + HOUR), 50)).toBe(35);
  });

  it('grants nothing once spent, and records nothing then', async () => {
    const user = await newUser();
    const at = new Date('2027-03-07T08:00:00Z');
    expect(await earn(user, at, 60, 'first')).toBe(50);
    expect(await earn(user, new Date(at.getTime() + HOUR), 2, 'second')).toBe(0);
    expect(await grantedFor(database.db, user, 'item_added', 'first')).toBe(50);
    expect(await grantedFor(database.db, user, 'item_added', 'second')).toBe(0);
    const rows = await database.db
      .select({ reference: pointsLedger.reference })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user));
    expect(rows.map((r) => r.reference)).toEqual(['first']);
  });

  it('grants an entry recorded already only once', async () => {
    const user = await newUser();
    const at = new Date('2027-03-09T08:00:00Z');
    const again = () =>
      database.db.transaction((tx) =>
        addFridgePoints(tx, { userId: user, reason: 'item_consumed', reference: 'once', points: 5, at }),
      );
    expect(await again()).toBe(5);
    expect(await again()).toBe(0);
    expect(await fridgePointsSince(database.db, user, new Date(at.getTime() - HOUR))).toBe(5);
  });
});
