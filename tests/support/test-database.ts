// Gives a test file its own database, copied from the migrated and seeded template of the run (on PGlite, one
// a file before it used, emptied back to the template: pglite-pool.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { pooledPglite } from './pglite-pool';
import { adminUrl, databaseUrl } from './postgres-urls';

/** The test file's database; on PostgreSQL also its URL, for tests that open more connections or processes. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('templateRef');
  if (inject('dbKind') === 'pglite') {
    const dump = async () => new Blob([new Uint8Array(await readFile(template))]);
    return openDatabase({ pglite: await pooledPglite(dump) });
  }
  const name = `fridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  // The database is dropped with its connections at the end; idle ones being ended is expected then.
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 4, onIdleError: () => {} });
  return {
    ...database,
    url: databaseUrl(name),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** An empty PostgreSQL database (no migrations), for start-up tests; `drop` removes it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fridge_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
