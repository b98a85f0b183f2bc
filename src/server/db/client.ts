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
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (from this instance or, on PostgreSQL,
   * any other); returns the way to stop. On PostgreSQL it holds one connection of its own, reconnecting
   * after a loss (NOTIFYs sent while it was away are lost: listeners refetch on `onReconnect`).
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
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
    const url = options.url;
    return {
      db: drizzlePg({ client: pool, schema }) as Db,
      kind: 'postgres',
      listen: (channel, handler, onReconnect) => listenPostgres(url, channel, handler, onReconnect),
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in options ? options.pglite : await openPglite(options.dataDir);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: () => client.close(),
  };
}

const RECONNECT_DELAY_MS = 1000;

async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => {
      // The connection is gone (server restart, network): listen again on a new one.
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${quoted}`);
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await connect();
      onReconnect?.();
    } catch {
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
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

/**
 * Runs Drizzle's queries (which start only when awaited) one after another. A transaction holds one
 * connection, and node-postgres is deprecating queries sent while another is running on it.
 */
export async function oneByOne<const T extends readonly PromiseLike<unknown>[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
