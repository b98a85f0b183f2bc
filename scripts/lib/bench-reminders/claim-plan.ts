// The query plan of the dispatcher's claim: the very statement `claim()` runs (`claimStatement` in
// src/server/reminders/queue.ts), UPDATE and all, explained with ANALYZE inside a transaction that is rolled
// back, so the leases it sets and the row locks it takes end with the rollback.
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { claimStatement } from '../../../src/server/reminders/queue';

export const DUE_INDEX = 'fridge_items_reminders_due_idx';

/** The dispatcher's default lease; the plan does not depend on it. */
const LEASE_MS = 5 * 60_000;

export interface ClaimPlan {
  lines: string[];
  usesDueIndex: boolean;
  /** Tables the plan reads whole. */
  seqScans: string[];
  ms: number;
}

export async function explainClaim(pool: pg.Pool, now: Date, batchSize: number): Promise<ClaimPlan> {
  const query = new PgDialect().sqlToQuery(
    sql`explain (analyze, buffers) ${claimStatement(now, batchSize, LEASE_MS)}`,
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(query.sql, query.params);
    await client.query('rollback');
    const lines = rows.map((r) => r['QUERY PLAN']);
    const plan = lines.join('\n');
    return {
      lines,
      usesDueIndex: plan.includes(DUE_INDEX),
      seqScans: [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))],
      ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
