// Runs a list query: the page of rows and the total count, reported as PostgREST does in Content-Range.
import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { buildListQuery, type ListQuery, type ListSpec } from './build';
import { parseQuery } from './parse';

export function listQueryFrom(url: string, spec: ListSpec): ListQuery {
  return buildListQuery(parseQuery(new URL(url).searchParams), spec);
}

/** Counts the rows matching the query's filters and a base condition (such as the owner). */
export async function countRows(db: Db, table: PgTable, query: ListQuery, base?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(and(base, query.where));
  return row?.total ?? 0;
}

/** `0-9/24`, or `*\/0` when the page is empty, as in PostgREST. */
export function contentRange(offset: number, rows: number, total: number): string {
  return rows === 0 ? `*/${total}` : `${offset}-${offset + rows - 1}/${total}`;
}
