// The reads made on every request (the session, the fridge's scope, the list's page), run on the driver
// itself. Drizzle still builds each statement, once, and its columns still decode each value, so the rows
// are the ones its own prepared query gives; what is left out is the rest of its execution: its spans, cache
// and error wrapping (a dozen promises a statement) and its walk of the selection for every row (a type
// check a column a row). Inside a transaction, whose connection only Drizzle holds, Drizzle runs it.
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, SQL, type DriverValueDecoder } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/** What a prepared read gives: its rows, as Drizzle's own prepared query would. */
export interface DirectRead<T> {
  execute(values?: Record<string, unknown>): Promise<T[]>;
}

/** A select as Drizzle builds it: its SQL with placeholders, and its own prepared query. */
interface BuiltSelect<T> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T[]> };
}

type Row = unknown[];
type Run = (text: string, params: unknown[], name: string) => Promise<Row[]>;

/**
 * Time types stay text, as Drizzle's drivers keep them, for the columns' own decoding (a time without a zone
 * read as UTC, a date as its text): the same OIDs its node-postgres and PGlite drivers leave unparsed.
 */
const TEXT_TYPES = new Set([
  pgliteTypes.TIMESTAMP,
  pgliteTypes.TIMESTAMPTZ,
  pgliteTypes.INTERVAL,
  pgliteTypes.DATE,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((oid) => [oid, asText]));

/** The driver under `db`, when it is the database's own client (not a transaction's connection). */
function runnerOf(db: Db): Run | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // With a callback, the pool and its client make no promises of their own (they would make three).
    return (text, values, name) =>
      new Promise((resolve, reject) => {
        const config = { text, values, rowMode: 'array' as const, types: pgTypes };
        client.query<Row>(name ? { ...config, name } : config, (error, result) =>
          error ? reject(error) : resolve(result.rows),
        );
      });
  }
  if (client instanceof PGlite) {
    return async (text, params) =>
      (await client.query<Row>(text, params, { rowMode: 'array', parsers: pgliteParsers })).rows;
  }
  return undefined;
}

interface Field {
  path: string[];
  decoder: DriverValueDecoder<unknown, unknown>;
}

/**
 * What decodes an SQL expression's value: the one its `mapWith` set, else Drizzle's pass-through. Drizzle
 * marks the property internal; its own mapping of rows reads it the same way.
 */
function decoderOf(expression: SQL): DriverValueDecoder<unknown, unknown> {
  return (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
}

/** The selection's columns in the order Drizzle selects them (its keys, nested objects depth first). */
function fieldsOf(selection: Record<string, unknown>, prefix: string[] = []): Field[] {
  return Object.entries(selection).flatMap(([key, value]): Field[] => {
    const path = [...prefix, key];
    if (is(value, Column)) return [{ path, decoder: value }];
    if (is(value, SQL)) return [{ path, decoder: decoderOf(value) }];
    if (is(value, SQL.Aliased)) return [{ path, decoder: decoderOf(value.sql) }];
    return fieldsOf(value as Record<string, unknown>, path);
  });
}

/** Builds a row's object from its values: one pass over the columns, nested objects as selected. */
function rowReader(fields: Field[]): (row: Row) => Record<string, unknown> {
  return (row) => {
    if (row.length !== fields.length) {
      throw new Error(`a read gave ${row.length} columns where its selection has ${fields.length}`);
    }
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const { path, decoder } = fields[i]!;
      let node = out;
      for (let depth = 0; depth < path.length - 1; depth++) {
        node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
      }
      const value = row[i];
      node[path[path.length - 1]!] = value === null ? null : decoder.mapFromDriverValue(value);
    }
    return out;
  };
}

/**
 * `select`, built once, read directly. `selection` is the object given to its `select()`; it must select only
 * inner-joined tables' columns in nested objects (a left join's absent row would be an object of nulls here,
 * where Drizzle gives null). `name` names the statement on PostgreSQL ('' for an unnamed one).
 */
export function directRead<T>(
  db: Db,
  name: string,
  selection: Record<string, unknown>,
  select: BuiltSelect<T>,
): DirectRead<T> {
  const run = runnerOf(db);
  if (!run) return select.prepare(name);
  const { sql: text, params } = select.toSQL();
  const read = rowReader(fieldsOf(selection));
  return {
    async execute(values = {}) {
      const rows = await run(text, fillPlaceholders(params, values), name);
      return rows.map(read) as T[];
    },
  };
}
