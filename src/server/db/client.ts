// Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite kept in a folder.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string }
  | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can fail (the server restarts, an administrator ends it): without a listener
    // that error would end the process. The pool replaces the connection on the next query.
    pool.on(
      'error',
      options.onIdleError ?? ((error) => console.warn(`database connection lost: ${error.message}`)),
    );
    // Fail at start-up, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    return { db: drizzlePg({ client: pool, schema }) as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = 'pglite' in options ? options.pglite : await openPglite(options.dataDir);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string): Promise<PGlite> {
  // PGlite does not create the parent folders of its data directory.
  await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}

/** The rows of a raw `db.execute()`: both drivers answer with `{ rows }`, typed loosely by Drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
