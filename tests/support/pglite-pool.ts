// PGlite databases for the test files, kept between them: a copy of the template costs about a second of CPU
// to start (the WASM PostgreSQL starting on the copied files), many times what emptying a used one back to
// the template's rows costs. A file's database, once closed, is emptied that way and given to the next test
// file of the same worker (Vitest's server projects keep one module graph per worker). One that cannot be
// brought back exactly (its tables changed, a step failed) is closed instead, never handed on.
import { PGlite } from '@electric-sql/pglite';

/** What the template holds, read once from a fresh copy: what a database is emptied back to. */
interface Template {
  /**
   * Its tables and views with their columns, constraints, indexes, triggers, functions, extensions and roles:
   * a database whose differ is closed.
   */
  shape: string;
  /** Every table, schema-qualified and quoted. */
  tables: string[];
  /** The rows of each table that has some, as JSON, with the columns to write them back into. */
  rows: { table: string; columns: string; json: string }[];
  /** Each sequence and where the template left it (null: never used). */
  sequences: { name: string; last: string | null }[];
}

const SHAPE = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as shape from (
    select format('%s.%s.%s:%s:%s:%s', n.nspname, c.relname, a.attname, a.atttypid, a.attnotnull, a.attgenerated)
      as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and a.attnum > 0 and not a.attisdropped
    union all select format('%s:%s', conname, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all select indexrelid::regclass::text from pg_index
      where indrelid::regclass::text not like 'pg_%'
    union all select tgname from pg_trigger where not tgisinternal
    union all select format('%s:%s', proname, md5(prosrc)) from pg_proc
      where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all select 'extension:' || extname from pg_extension
    union all select 'role:' || rolname from pg_roles
  ) items`;

const USER_TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

async function readTemplate(client: PGlite): Promise<Template> {
  const shape = (await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape;
  const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map((r) => r.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { json } = (
      await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`)
    ).rows[0]!;
    if (json === null) continue;
    const columns = (
      await client.query<{ name: string }>(
        `select quote_ident(attname) as name from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
        [table],
      )
    ).rows.map((r) => r.name);
    rows.push({ table, columns: columns.join(', '), json });
  }
  const sequences = (
    await client.query<{ name: string; last: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences`,
    )
  ).rows;
  return { shape, tables, rows, sequences };
}

/** Empties `client` back to the template; false when it cannot be (then it is not to be used again). */
async function emptyBack(client: PGlite, template: Template): Promise<boolean> {
  try {
    const { shape } = (await client.query<{ shape: string }>(SHAPE)).rows[0]!;
    if (shape !== template.shape) return false;
    // Whatever the session holds: advisory locks, channels listened to, settings.
    await client.exec('discard all');
    await client.transaction(async (tx) => {
      // The template's rows go back as they were, foreign keys and triggers not in the way meanwhile.
      await tx.exec(`set local session_replication_role = replica`);
      await tx.exec(`truncate ${template.tables.join(', ')} restart identity cascade`);
      for (const { table, columns, json } of template.rows) {
        await tx.query(
          `insert into ${table} (${columns}) overriding system value
            select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        );
      }
      for (const { name, last } of template.sequences) {
        if (last !== null) await tx.query(`select setval($1, $2::bigint, true)`, [name, last]);
      }
    });
    return true;
  } catch (error) {
    console.warn('A test database could not be emptied for the next file; it is closed', error);
    return false;
  }
}

const CLOSED = 'PGlite is closed';
const IDLE_AT_MOST = 3;
const idle: PGlite[] = [];
let template: Promise<Template> | undefined;

/**
 * A database as the template left it: a kept one, or a new copy of `dump`. What is returned stands for it
 * until closed: after that every call fails as a closed PGlite's would, and the database goes to the next.
 */
export async function pooledPglite(dump: () => Promise<Blob>): Promise<PGlite> {
  let client = idle.pop();
  if (!client) {
    client = await PGlite.create({ loadDataDir: await dump() });
    const fresh = client;
    template ??= readTemplate(fresh);
    await template;
  }
  return lend(client);
}

function lend(client: PGlite): PGlite {
  let closed = false;
  const stops = new Set<() => Promise<void>>();
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all([...stops].map((stop) => stop().catch(() => undefined)));
    if (idle.length < IDLE_AT_MOST && (await emptyBack(client, await template!))) idle.push(client);
    else await client.close();
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'close') return close;
      if (property === 'closed') return closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) return Promise.reject(new Error(CLOSED));
        const result: unknown = Reflect.apply(value, target, args);
        if (property !== 'listen') return result;
        // A channel still listened to when the file closes its database is stopped then.
        return (result as Promise<() => Promise<void>>).then((stop) => {
          const tracked = async () => {
            stops.delete(tracked);
            await stop();
          };
          stops.add(tracked);
          return tracked;
        });
      };
    },
  });
}
