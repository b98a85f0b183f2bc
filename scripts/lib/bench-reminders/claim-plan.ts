// The query plan of the dispatcher's claim. The claim is an UPDATE, so what is explained is its SELECT part
// (the reminders it would lease), with ANALYZE inside a transaction that is rolled back: FOR UPDATE takes row
// locks, nothing more, and they end with the rollback.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const DUE_INDEX = 'fridge_items_reminders_due_idx';

// Copied from claim() in src/server/reminders/queue.ts: $1 is the pass's moment, $2 the batch size.
const DUE = `reminded = false and reminder_datetime <= $1::timestamptz
    and (lease_until is null or lease_until <= $1::timestamptz)
    and (next_attempt_at is null or next_attempt_at <= $1::timestamptz)`;
const CLAIM_SELECT = `
    with first as (
      select id from fridge_items_reminders where ${DUE}
      order by reminder_datetime limit $2
      for update skip locked
    ), owners as (
      select distinct i.user_id from fridge_items i
      join fridge_items_reminders r on r.fridge_item_id = i.id
      where r.id in (select id from first)
    ), siblings as (
      select r.id from fridge_items i
      join fridge_items_reminders r on r.fridge_item_id = i.id
      where i.user_id = any(array(select user_id from owners)) and r.id <> all(array(select id from first))
        and r.reminded = false and r.reminder_datetime <= $1::timestamptz
        and (r.lease_until is null or r.lease_until <= $1::timestamptz)
        and (r.next_attempt_at is null or r.next_attempt_at <= $1::timestamptz)
      for update of r skip locked
    )
    select id from first union all select id from siblings`;

/** Fragments of the copy that claim() must still contain; otherwise the copy above is out of date. */
const MARKERS = [
  'with first as (',
  'for update skip locked',
  'siblings as (',
  'i.user_id = any(array(select user_id from owners))',
  'for update of r skip locked',
];

export interface ClaimPlan {
  lines: string[];
  usesDueIndex: boolean;
  /** Tables the plan reads whole. */
  seqScans: string[];
  ms: number;
  /** Set when queue.ts no longer looks like the copy explained here. */
  stale?: string;
}

function staleCopy(): string | undefined {
  const path = fileURLToPath(new URL('../../../src/server/reminders/queue.ts', import.meta.url));
  const source = readFileSync(path, 'utf8').replace(/\s+/g, ' ').toLowerCase();
  const missing = MARKERS.filter((m) => !source.includes(m));
  return missing.length > 0
    ? `claim() no longer contains ${missing.map((m) => `"${m}"`).join(', ')}`
    : undefined;
}

export async function explainClaim(pool: pg.Pool, now: Date, batchSize: number): Promise<ClaimPlan> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${CLAIM_SELECT}`,
      [now.toISOString(), batchSize],
    );
    await client.query('rollback');
    const lines = rows.map((r) => r['QUERY PLAN']);
    const plan = lines.join('\n');
    const stale = staleCopy();
    return {
      lines,
      usesDueIndex: plan.includes(DUE_INDEX),
      seqScans: [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))],
      ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
      ...(stale ? { stale } : {}),
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
