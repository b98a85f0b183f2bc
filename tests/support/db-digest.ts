// A digest of what tables hold, to show that a refused request changed nothing.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';

/**
 * The tables a request may change on a user's or an admin's behalf. Rate-limit counters, sessions and
 * e-mail codes are left out: refused attempts rightly count against limits, and reading a session may renew it.
 */
export const DATA_TABLES = [
  'users',
  'accounts',
  'foods',
  'fridge_items',
  'fridge_items_reminders',
  'push_subscriptions',
  'users_achievements',
  'points_ledger',
  'prizes',
  'prize_claims',
  'coupons',
  'mail_outbox',
  'households',
  'household_members',
  'household_invites',
] as const;

/** One md5 per table of all its rows, in a stable order. */
export async function tablesDigest(
  db: Db,
  tables: readonly string[] = DATA_TABLES,
): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
  );
  const rows = rowsOf<{ name: string; digest: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
