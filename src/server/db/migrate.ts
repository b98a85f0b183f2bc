// Applies pending migrations once, even when several instances start together on one PostgreSQL.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from '../paths';
import { rowsOf, type Db } from './client';

// Any constant shared by every instance; it names the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 727_002;

/** Runs in one transaction: a failed migration leaves the database as it was. Returns how many ran. */
export async function migrate(db: Db, folder = migrationsDir): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  return db.transaction(async (tx) => {
    // The connection's limits are for requests: here an instance waits for another's migrations to finish
    // (the advisory lock), and a migration may rebuild an index on a large table. Both may take minutes.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const applied = rowsOf<{ created_at: string }>(
      await tx.execute(sql`select created_at from drizzle.__drizzle_migrations`),
    );
    const done = new Set(applied.map((r) => Number(r.created_at)));
    let count = 0;
    for (const m of migrations) {
      if (done.has(m.folderMillis)) continue;
      for (const statement of m.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
      count++;
    }
    return count;
  });
}

/** How many of this build's migrations the database has not had yet (0: its tables are what the code expects). */
export async function pendingMigrations(db: Db, folder = migrationsDir): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const applied = rowsOf<{ created_at: string }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  );
  const done = new Set(applied.map((r) => Number(r.created_at)));
  return migrations.filter((m) => !done.has(m.folderMillis)).length;
}
