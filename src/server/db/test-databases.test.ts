// Each test file's database is the template as it was, whatever the files before it did (on PGlite the
// database may be one an earlier file closed: tests/support/pglite-pool.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCHEMA_TABLES, tablesDigest } from '../../../tests/support/db-digest';
import { signedInGuest } from '../../../tests/support/fridge';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from './client';

/** Every table but the app's keys, which each app makes anew as it starts. */
const TABLES = SCHEMA_TABLES.filter((name) => name !== 'app_secrets');

/** What every table holds, and where every sequence stands. */
async function contents(t: TestApp) {
  const sequences = rowsOf<{ name: string; last: string | null }>(
    await t.database.db.execute(
      sql`select sequencename as name, last_value::text as last from pg_sequences order by 1`,
    ),
  );
  return { tables: await tablesDigest(t, TABLES), sequences };
}

describe('a test database', () => {
  it('is the template as it was after another was used and closed', async () => {
    const first = await createTestApp();
    const template = await contents(first);
    // Rows in many tables (an account, its session, points), a catalogue row changed, a sequence moved.
    await signedInGuest(first);
    await first.database.db.execute(
      sql`update foods set name = 'Cambiato' where id = (select min(id) from foods)`,
    );
    await first.database.db.execute(sql`select nextval('foods_id_seq')`);
    expect(await contents(first)).not.toEqual(template);
    await first.close();

    const next = await createTestApp();
    try {
      expect(await contents(next)).toEqual(template);
    } finally {
      await next.close();
    }
  });

  it('cannot be used once closed', async () => {
    const t = await createTestApp();
    await t.close();
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('whose tables were changed is not handed on', async () => {
    const changed = await createTestApp();
    await changed.database.db.execute(sql`create table left_behind (id int)`);
    await changed.close();
    const next = await createTestApp();
    try {
      const [row] = rowsOf<{ found: string | null }>(
        await next.database.db.execute(sql`select to_regclass('public.left_behind')::text as found`),
      );
      expect(row!.found).toBeNull();
    } finally {
      await next.close();
    }
  });
});
