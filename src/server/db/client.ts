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
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Limits on a PostgreSQL server's connections, in milliseconds; 0 turns one off. PGlite has none. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  statementMs: number;
  /** Waiting for a lock on a row or table. */
  lockMs: number;
  /** A transaction left open without a statement running: its locks are released when it is ended. */
  idleInTransactionMs: number;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      onIdleError?: (error: Error) => void;
      /** Unset: the driver's and server's own (no limits), as in tests and benchmarks. */
      timeouts?: DatabaseTimeouts;
    }
  | { dataDir: string }
  | { pglite: PGlite };

/** The database named by DATABASE_URL cannot be used; the message names the setting, never the password. */
export class DatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot open the database of DATABASE_URL (${withoutPassword(url)}): ${hidePassword(url, reason)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { url, timeouts } = options;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(timeouts ? connectionLimits(timeouts) : {}),
    });
    // A connection can fail (the server restarts, an administrator ends it, our idle-in-transaction limit):
    // without a listener that error would end the process. The pool listens on idle connections only, so
    // each connection gets its own listener for while it is checked out, between a transaction's statements:
    // the statement that runs next fails instead (answered 503, http/errors.ts), and the pool drops the
    // connection when it is released. The pool opens new ones for the next queries.
    const lost =
      options.onIdleError ?? ((error) => console.warn(`database connection lost: ${error.message}`));
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    // Fail at start-up, not on the first request, when the server is unreachable.
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnavailableError(url, error);
    }
    return {
      db: drizzlePg({ client: pool, schema }) as Db,
      kind: 'postgres',
      listen: (channel, handler, onReconnect) =>
        listenPostgres(url, timeouts?.connectMs, channel, handler, onReconnect),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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

/** node-postgres sends these as the connection's settings when it opens, so every statement is under them. */
function connectionLimits(t: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    lock_timeout: t.lockMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
  };
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'not a valid URL';
  }
}

function hidePassword(url: string, text: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    // Not a URL: its text is not repeated, so there is nothing to hide.
  }
  return password ? text.replaceAll(password, '***') : text;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * The LISTEN connection has only the connect timeout: it waits for notifications, never runs a long
 * statement, and is never inside a transaction.
 */
async function listenPostgres(
  url: string,
  connectMs: number | undefined,
  channel: string,
  handler: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      ...(connectMs ? { connectionTimeoutMillis: connectMs } : {}),
    });
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
