// List queries in the PostgREST syntax for the fuzz test: real columns and operators, with values of each
// column's kind gone wrong (years PostgreSQL cannot store, integers past int4, NUL, dangling escapes).
import fc from 'fast-check';
import type { ColumnKind } from '../../../src/server/query/build';

const FILTER_VALUES: Record<ColumnKind, string[]> = {
  int: ['12', '0', '-1', '2147483647', '2147483648', '-2147483649', '99999999999', '1e400', '1.5'],
  text: ['pears', '*ea*', 'a\u0000b', '\u0000', '*\\', 'x\\', '\\\\', '%', '_', '"quoted, comma"'],
  bool: ['true', 'false', 'null', 'yes'],
  timestamp: [
    '2026-01-01',
    '2026-01-01T00:00:00Z',
    '0000-01-01',
    '0001-01-01',
    '0000-12-31T23:00:00Z',
    '9999-12-31T23:00:00-05:00',
    '99999-01-01',
    '2026-02-30',
    'now',
  ],
  date: ['2026-01-01', '0000-01-01', '2026-02-30', '9999-12-31'],
  uuid: ['00000000-0000-0000-0000-000000000000', 'not-a-uuid'],
};

/** A list query in the PostgREST syntax, over `columns`, with values of each column's kind gone wrong. */
export function listQueries(columns: Record<string, ColumnKind>): fc.Arbitrary<string> {
  const names = Object.keys(columns);
  const column = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom('password', 'user_id', 'select', 'x y', '') },
  );
  const operator = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike') },
    { weight: 1, arbitrary: fc.constantFrom('is', 'in', 'fts', '') },
  );
  const valueFor = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(FILTER_VALUES[columns[name]!] ?? ['x'])) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('(1,2)', '(a,"b\\"c")', '("unbalanced)', '((((', 'null', ''),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    );
  const term = fc
    .tuple(column, operator)
    .chain(([c, op]) => valueFor(c).map((v) => ({ c, op, v: op === 'in' ? `(${v})` : v })));
  const condition = fc
    .tuple(term, fc.boolean())
    .map(([{ c, op, v }, not]) => [c, `${not ? 'not.' : ''}${op}.${v}`] as [string, string]);
  const group = fc
    .tuple(fc.constantFrom('and', 'or', 'not.or'), fc.array(term, { maxLength: 3 }))
    .map(
      ([kind, terms]) =>
        [kind, `(${terms.map(({ c, op, v }) => `${c}.${op}.${v}`).join(',')})`] as [string, string],
    );
  const paging = fc.tuple(
    fc.constantFrom('order', 'limit', 'offset'),
    fc.oneof(
      fc.constantFrom('-1', '999999999', '9999999999', 'id.desc.nullsfirst', 'x.sideways', ''),
      fc.string({ maxLength: 10 }),
    ),
  );
  return fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: condition },
        { weight: 1, arbitrary: group },
        { weight: 1, arbitrary: paging },
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    )
    .map((params) => new URLSearchParams(params).toString());
}
