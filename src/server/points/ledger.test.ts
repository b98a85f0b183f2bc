import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { createTestDatabase } from '../../../tests/support/test-database';
import { itOnPostgres } from '../../../tests/support/postgres-only';
import { addPoints } from './ledger';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: 'ledger-user', email: 'ledger@example.com' },
    { id: 'race-user', email: 'race@example.com' },
  ]);
});
afterAll(() => database.close());

async function user(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  const [sum] = await database.db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, id));
  return { points: row!.points, level: row!.level, ledgerSum: Number(sum!.total) };
}

describe('points ledger', () => {
  it('adds points and raises the level; users.points equals the ledger sum', async () => {
    const db = database.db;
    expect(await addPoints(db, { userId: 'ledger-user', reason: 'signup', points: 5 })).toBe(true);
    expect(await user('ledger-user')).toEqual({ points: 5, level: 1, ledgerSum: 5 });
    await addPoints(db, {
      userId: 'ledger-user',
      reason: 'achievement',
      reference: 'bags_used.5',
      points: 45,
    });
    expect(await user('ledger-user')).toEqual({ points: 50, level: 2, ledgerSum: 50 });
    await addPoints(db, { userId: 'ledger-user', reason: 'item_added_revoked', reference: 'x', points: -2 });
    expect(await user('ledger-user')).toEqual({ points: 48, level: 1, ledgerSum: 48 });
  });

  it('never counts the same (user, reason, reference) twice', async () => {
    expect(await addPoints(database.db, { userId: 'ledger-user', reason: 'signup', points: 5 })).toBe(false);
    expect((await user('ledger-user')).points).toBe(48);
  });

  itOnPostgres('counts an entry once when it is recorded twice at the same moment', async () => {
    const attempt = () =>
      database.db.transaction((tx) => addPoints(tx, { userId: 'race-user', reason: 'signup', points: 5 }));
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await user('race-user')).toEqual({ points: 5, level: 1, ledgerSum: 5 });
  });
});
