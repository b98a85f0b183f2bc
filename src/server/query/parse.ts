// Parses PostgREST's query-string syntax (filters, and/or trees, order, limit, offset) into a small tree.
import { QueryError } from './query-error';

export const OPERATORS = ['eq', 'neq', 'is', 'gt', 'gte', 'lt', 'lte', 'in', 'like', 'ilike'] as const;
export type Operator = (typeof OPERATORS)[number];

export type FilterNode =
  | { kind: 'condition'; column: string; operator: Operator; value: string | string[]; negated: boolean }
  | { kind: 'and' | 'or'; children: FilterNode[]; negated: boolean };

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset']);
const MAX_DEPTH = 8;

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const filters: FilterNode[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      filters.push(parseGroup(logic[2] as 'and' | 'or', value, Boolean(logic[1]), 0));
    } else {
      filters.push(parseCondition(key, value));
    }
  }
  return {
    filters,
    order: parseOrder(params.get('order')),
    limit: parseNonNegativeInt(params.get('limit'), 'limit'),
    offset: parseNonNegativeInt(params.get('offset'), 'offset'),
  };
}

/** `column=[not.]op.value`, as in `type=eq.fruit` or `id=in.(1,2)`. */
function parseCondition(column: string, expression: string): FilterNode {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  if (!isOperator(operator)) throw new QueryError('unknownOperator', { operator, column });
  if (dot < 0) throw new QueryError('missingValue', { column });
  const raw = rest.slice(dot + 1);
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new QueryError('badList', { column });
    const inner = raw.slice(1, -1);
    return {
      kind: 'condition',
      column,
      operator,
      value: inner === '' ? [] : splitTopLevel(inner).map(unquote),
      negated,
    };
  }
  return { kind: 'condition', column, operator, value: unquote(raw), negated };
}

/** `(a.eq.1,and(b.gt.2,c.lt.3))`: conditions are `column.op.value`, groups are `[not.]and(...)`/`or(...)`. */
function parseGroup(kind: 'and' | 'or', expression: string, negated: boolean, depth: number): FilterNode {
  if (depth > MAX_DEPTH) throw new QueryError('tooDeep', { max: MAX_DEPTH });
  if (!expression.startsWith('(') || !expression.endsWith(')')) throw new QueryError('badGroup', { kind });
  const parts = splitTopLevel(expression.slice(1, -1));
  if (parts.length === 0 || parts.some((p) => p === '')) throw new QueryError('badGroup', { kind });
  const children = parts.map((part): FilterNode => {
    const group = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (group) return parseGroup(group[2] as 'and' | 'or', group[3]!, Boolean(group[1]), depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) throw new QueryError('badCondition', { condition: part });
    return parseCondition(part.slice(0, dot), part.slice(dot + 1));
  });
  return { kind, children, negated };
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        current += ch + text[++i];
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')') {
      depth--;
      if (depth < 0) throw new QueryError('unbalanced', {});
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw new QueryError('unbalanced', {});
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseOrder(value: string | null): OrderTerm[] {
  if (value === null || value === '') return [];
  return value.split(',').map((term) => {
    const [column, direction = 'asc', nulls, ...extra] = term.split('.');
    if (!column || extra.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw new QueryError('badOrder', { term });
    }
    if (nulls !== undefined && nulls !== 'nullsfirst' && nulls !== 'nullslast') {
      throw new QueryError('badOrder', { term });
    }
    return {
      column,
      direction,
      ...(nulls ? { nulls: nulls === 'nullsfirst' ? ('first' as const) : ('last' as const) } : {}),
    };
  });
}

function parseNonNegativeInt(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new QueryError('badNumber', { name });
  return Number(value);
}

function isOperator(value: string): value is Operator {
  return (OPERATORS as readonly string[]).includes(value);
}
