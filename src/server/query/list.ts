// Runs a list query: the page of rows and the total count, reported as PostgREST does in Content-Range.
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { buildListQuery, type ListQuery, type ListSpec } from './build';
import { parseQuery } from './parse';

/** How many read query strings each list keeps, the least recently used dropped first. */
const KEPT_QUERIES = 64;
const readQueries = new WeakMap<ListSpec, Map<string, ListQuery>>();

/**
 * The list query of a request's URL, read once for each query string of each list: a list is asked again
 * and again with the same few (the fridge's, every half minute on every device), and reading one builds its
 * filters and order anew. A query string that is refused is not kept.
 */
export function listQueryFrom(url: string, spec: ListSpec): ListQuery {
  const at = url.indexOf('?');
  const search = at === -1 ? '' : url.slice(at);
  let kept = readQueries.get(spec);
  if (!kept) readQueries.set(spec, (kept = new Map()));
  let query = kept.get(search);
  if (query) kept.delete(search);
  else {
    const params = new URL(url).searchParams;
    query = { ...buildListQuery(parseQuery(params), spec), source: params.toString() };
  }
  kept.set(search, query);
  if (kept.size > KEPT_QUERIES) kept.delete(kept.keys().next().value!);
  return query;
}

/** Counts the rows matching the query's filters and a base condition (such as the owner). */
export async function countRows(db: Db, table: PgTable, query: ListQuery, base?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(and(base, query.where));
  return row?.total ?? 0;
}

/** A page of a whole table's rows matching the query, and how many match in all. */
export async function listRows<T extends PgTable>(
  db: Db,
  table: T,
  query: ListQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    countRows(db, table, query),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * A column for a page's select: how many rows match the filters, before `limit` and `offset`, so the page
 * and its total come in one statement. Read it with `pageTotal`.
 */
export function totalOverAllRows(): SQL<number> {
  return sql<number>`(count(*) over ())::int`;
}

/**
 * The total of a page selected with `totalOverAllRows()`. An empty page carries no count: it means no
 * match at all, unless an offset or a limit of 0 cut the matches off, and only then are they counted apart.
 */
export async function pageTotal(
  page: readonly { total: number }[],
  query: ListQuery,
  countApart: () => Promise<number>,
): Promise<number> {
  if (page.length > 0) return page[0]!.total;
  return query.offset === 0 && query.limit > 0 ? 0 : countApart();
}

/** `0-9/24`, or `*\/0` when the page is empty, as in PostgREST. */
export function contentRange(offset: number, rows: number, total: number): string {
  return rows === 0 ? `*/${total}` : `${offset}-${offset + rows - 1}/${total}`;
}
