// Turns a parsed query into SQL over an allow-list of columns; values are checked against each column's type.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  like,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INT4_MAX, INT4_MIN } from '@/shared/schemas/fields';
import type { FilterNode, OrderTerm, ParsedQuery } from './parse';
import { QueryError } from './query-error';

export type ColumnKind = 'int' | 'text' | 'bool' | 'timestamp' | 'date' | 'uuid';

export interface ColumnSpec {
  column: PgColumn;
  kind: ColumnKind;
  /** For enumerations: the values the column may hold. */
  values?: readonly string[];
}

export interface ListSpec {
  /** Filterable and sortable columns, by their snake_case name; camelCase names are accepted too. */
  columns: Record<string, ColumnSpec>;
  defaultOrder: SQL[];
  defaultLimit: number;
  maxLimit: number;
}

export interface ListQuery {
  /**
   * The query string it was read from, when it was: two list queries with the same one are the same
   * statement, so a statement built for one serves the other.
   */
  source?: string;
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export function buildListQuery(parsed: ParsedQuery, spec: ListSpec): ListQuery {
  const conditions = parsed.filters.map((f) => buildFilter(f, spec));
  const orderBy = parsed.order.map((term) => buildOrder(term, spec));
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: orderBy.length > 0 ? orderBy : spec.defaultOrder,
    limit: Math.min(parsed.limit ?? spec.defaultLimit, spec.maxLimit),
    offset: parsed.offset ?? 0,
  };
}

function lookup(name: string, spec: ListSpec): ColumnSpec {
  const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const found = Object.hasOwn(spec.columns, snake) ? spec.columns[snake] : undefined;
  if (!found) throw new QueryError('unknownColumn', { column: name });
  return found;
}

function buildFilter(node: FilterNode, spec: ListSpec): SQL {
  let built: SQL | undefined;
  if (node.kind === 'condition') {
    built = buildCondition(node, spec);
  } else {
    const children = node.children.map((c) => buildFilter(c, spec));
    built = node.kind === 'and' ? and(...children) : or(...children);
  }
  if (!built) throw new QueryError('badGroup', { kind: node.kind });
  return node.negated ? not(built) : built;
}

function buildCondition(node: Extract<FilterNode, { kind: 'condition' }>, spec: ListSpec): SQL {
  const col = lookup(node.column, spec);
  const c = col.column;
  const name = node.column;
  switch (node.operator) {
    case 'is':
      return buildIs(col, String(node.value), name);
    case 'in': {
      const values = (node.value as string[]).map((v) => convert(col, v, name));
      // An empty list matches nothing, as in SQL's `in ()`.
      return values.length === 0 ? sql`false` : inArray(c, values);
    }
    case 'like':
    case 'ilike': {
      if (col.kind !== 'text') throw new QueryError('textOnly', { column: name, operator: node.operator });
      const value = String(node.value);
      // PostgreSQL refuses a pattern that ends in its escape character (an odd run of backslashes).
      if (!isText(value) || /(^|[^\\])(\\\\)*\\$/.test(value)) {
        throw new QueryError('badValue', { column: name, value: value.slice(0, 64) });
      }
      const pattern = value.replace(/\*/g, '%');
      return node.operator === 'like' ? like(c, pattern) : ilike(c, pattern);
    }
    default: {
      if (col.kind === 'bool' && node.operator !== 'eq' && node.operator !== 'neq') {
        throw new QueryError('notOrderable', { column: name, operator: node.operator });
      }
      const value = convert(col, String(node.value), name);
      const ops = { eq, neq: ne, gt, gte, lt, lte } as const;
      return ops[node.operator](c, value);
    }
  }
}

function buildIs(col: ColumnSpec, value: string, name: string): SQL {
  switch (value) {
    case 'null':
      return sql`${col.column} is null`;
    case 'true':
    case 'false':
      if (col.kind !== 'bool') throw new QueryError('badValue', { column: name, value });
      return value === 'true' ? sql`${col.column} is true` : sql`${col.column} is false`;
    default:
      throw new QueryError('badIs', { column: name, value });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text PostgreSQL can compare: it refuses NUL in text, so no stored value holds one. */
function isText(value: string): boolean {
  return !value.includes('\u0000');
}

/** Years PostgreSQL's timestamps and dates share with ISO 8601 strings of four digits. */
function isFourDigitYear(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** Checks a value against the column's type, so the database never sees a malformed literal. */
function convert(col: ColumnSpec, value: string, name: string): unknown {
  const bad = () => new QueryError('badValue', { column: name, value: value.slice(0, 64) });
  if (col.values && !col.values.includes(value)) throw bad();
  switch (col.kind) {
    case 'int': {
      if (!/^-?\d{1,10}$/.test(value)) throw bad();
      const number = Number(value);
      if (number < INT4_MIN || number > INT4_MAX) throw bad();
      return number;
    }
    case 'bool':
      if (value !== 'true' && value !== 'false') throw bad();
      return value === 'true';
    case 'timestamp': {
      const date = new Date(value);
      // Checked after the offset is applied: 9999-12-31T23:00-05:00 is already in the year 10000.
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()) || !isFourDigitYear(date)) {
        throw bad();
      }
      return date;
    }
    case 'date': {
      const date = new Date(`${value}T00:00:00Z`);
      // A day that exists: Date would roll 2026-02-30 over into March.
      const exists = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !exists || !isFourDigitYear(date)) throw bad();
      return value;
    }
    case 'uuid':
      if (!UUID.test(value)) throw bad();
      return value;
    case 'text':
      if (!isText(value)) throw bad();
      return value;
  }
}

function buildOrder(term: OrderTerm, spec: ListSpec): SQL {
  const { column } = lookup(term.column, spec);
  const base = term.direction === 'asc' ? asc(column) : desc(column);
  if (!term.nulls) return base;
  return term.nulls === 'first' ? sql`${base} nulls first` : sql`${base} nulls last`;
}
