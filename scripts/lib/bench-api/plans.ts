// The query plans of the app's list statements, as PostgreSQL runs them with the real values.
import type pg from 'pg';
import type { LoggedQuery } from './same-work';

export interface Plan {
  text: string;
  /** The plan, one line each. */
  lines: string[];
  /** Indexes the plan reads. */
  indexes: string[];
  /** Execution Time, ms. */
  ms: number;
}

const INDEX = /(?:Index Scan using|Index Only Scan using|Bitmap Index Scan on) (\w+)/g;

export async function explain(pool: pg.Pool, queries: LoggedQuery[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const query of queries) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.text}`,
      query.values,
    );
    const lines = rows.map((r) => r['QUERY PLAN']);
    const plan = lines.join('\n');
    plans.push({
      text: query.text,
      lines,
      indexes: [...new Set([...plan.matchAll(INDEX)].map((m) => m[1]!))],
      ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
    });
  }
  return plans;
}
