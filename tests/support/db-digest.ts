// A digest of what tables hold, to show that a refused request changed nothing.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { mailLeftSettled } from '../../src/server/mail/after-answer';
import type { TestApp } from './test-app';

/** The tables a refused request may rightly change, each with why; every other table must stay as it was. */
export const CHANGING_TABLES: Readonly<Record<string, string>> = {
  rate_limits: 'refused attempts count against the limits like any other',
  auth_failures: 'a refused sign-in makes its source wait longer',
  sessions: 'reading a session may renew it',
  verifications: 'a wrong one-time code counts an attempt on it, and an expired one is deleted',
  app_secrets: 'the app makes its own keys on their first use, which may be a refused request',
};

/** The names of every table the schema module exports. */
export const SCHEMA_TABLES: readonly string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

/** Every table of the schema but those a refused request may rightly change, so a new table is checked too. */
export const DATA_TABLES: readonly string[] = SCHEMA_TABLES.filter((name) => !(name in CHANGING_TABLES));

/**
 * One md5 per table of all its rows, in a stable order, once the e-mails that earlier requests left for after
 * their answers are in the outbox (otherwise one lands between two digests and looks like the request's doing).
 */
export async function tablesDigest(
  t: Pick<TestApp, 'database' | 'mailer'>,
  tables: readonly string[] = DATA_TABLES,
): Promise<Record<string, string>> {
  await mailLeftSettled(t.mailer);
  const { db } = t.database;
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
