// Arbitrary and hostile JSON for the endpoint fuzz test: valid examples with fields swapped for wrong types,
// integers past PostgreSQL's, NUL and other control characters, far dates, extra keys and deep nesting.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Arrays nested `depth` deep, around an innocent value. Kept under a thousand levels: fast-check prints a
 * failing value recursively, and deeper ones overflow its stack instead of showing the failure.
 */
export function nested(depth: number, inner: Json = 1): Json {
  let value: Json = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Values that have broken (or could break) a server: each one is a known edge. */
const EDGES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  3_000_000_000,
  Number.MAX_SAFE_INTEGER + 2, // 2^53 + 1 is not a double: JSON carries 9007199254740992
  1e308,
  -1e308,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007bell',
  'line\nbreak',
  '\u0085',
  '\ud800',
  'pair \udf53 reversed \ud83c',
  'x'.repeat(10_000),
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  '9998-12-31T23:00:00-05:00',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-09-06T00:30:00-04:00',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '../../etc/passwd',
  'https://evil.example/\u0000',
  'javascript:alert(1)',
  '%00',
  '\\',
  [],
  {},
  nested(64),
  nested(800),
];

/** A hostile value: a known edge, or a random one of any JSON type. */
export const hostile: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 800 }).map((depth) => nested(depth)) },
);

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\n',
  '\r',
  '\t',
];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const NUMBER_EDGES = [
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  3_000_000_000,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0,
  -1,
  0.5,
  1e-7,
];
const FAR_INSTANTS = [
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '9998-12-31T23:00:00-05:00',
  '9999-12-31T23:59:59+14:00',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
];

/** A valid string with something hostile in it: a control character, half a surrogate pair, another year. */
function stringMutations(valid: string): fc.Arbitrary<Json> {
  const insert = (characters: string[]) =>
    fc
      .tuple(fc.nat({ max: valid.length }), fc.constantFrom(...characters))
      .map(([at, c]) => valid.slice(0, at) + c + valid.slice(at));
  const options: fc.Arbitrary<Json>[] = [
    insert(CONTROL_CHARACTERS),
    insert(LONE_SURROGATES),
    fc.constantFrom(valid.repeat(Math.ceil(20_000 / Math.max(valid.length, 1))), '', ' ', ` ${valid} `),
  ];
  if (/^\d{4}-\d{2}-\d{2}/.test(valid)) {
    const years = fc
      .constantFrom('0000', '0001', '1900', '1969', '9998', '9999')
      .map((y) => y + valid.slice(4));
    options.push(years, fc.constantFrom(...FAR_INSTANTS));
  }
  return fc.oneof(...options);
}

const numberMutations: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** A value to put where `valid` was: mostly one of its own type gone wrong, sometimes anything. */
function mutationOf(valid: Json | undefined): fc.Arbitrary<Json> {
  const own =
    typeof valid === 'string'
      ? stringMutations(valid)
      : typeof valid === 'number'
        ? numberMutations
        : undefined;
  return own ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: hostile }) : hostile;
}

/** The value at a dotted path of an example, if there is one. */
function valueAt(value: Json, path: string[]): Json | undefined {
  let here: Json | undefined = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object' || Array.isArray(here) || !Object.hasOwn(here, key))
      return undefined;
    here = here[key];
  }
  return here;
}

/** An own property, also for '__proto__' (which plain assignment would turn into a prototype). */
function setOwn(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const REMOVE = Symbol('remove');

/** A copy of `example` with `path` ('keys.auth' for nested objects) set to `value`, or removed. */
function withChange(example: Json, path: string[], value: Json | typeof REMOVE): Json {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return example;
  const copy: Record<string, Json> = {};
  for (const [k, v] of Object.entries(example)) setOwn(copy, k, v);
  const [head, ...rest] = path;
  if (head === undefined) return copy;
  if (rest.length > 0) {
    setOwn(copy, head, withChange(copy[head] ?? {}, rest, value));
  } else if (value === REMOVE) {
    delete copy[head];
  } else {
    setOwn(copy, head, value);
  }
  return copy;
}

/** The dotted paths of an object's fields, nested objects included. */
export function fieldPaths(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...fieldPaths(v, `${prefix}${k}.`)]);
}

/**
 * An endpoint's body: mostly its valid example with one to three fields changed (a hostile value, removed, or
 * an extra key), sometimes a body that is not an object, or any JSON at all.
 */
export function bodies(example: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const mutated = example.chain((valid) => {
    const paths = fieldPaths(valid);
    const path = fc.oneof(
      { weight: 4, arbitrary: paths.length > 0 ? fc.constantFrom(...paths) : fc.constant('extra') },
      { weight: 1, arbitrary: fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'userId', 'role') },
    );
    const change = path.chain((p) =>
      fc
        .oneof(
          { weight: 8, arbitrary: mutationOf(valueAt(valid, p.split('.'))) },
          { weight: 1, arbitrary: fc.constant(REMOVE) },
        )
        .map((value) => [p, value] as const),
    );
    return fc
      .array(change, { minLength: 1, maxLength: 3 })
      .map((changes) => changes.reduce<Json>((body, [p, v]) => withChange(body, p.split('.'), v), valid));
  });
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: example },
    { weight: 1, arbitrary: fc.constantFrom<Json>(null, [], [{}], '', 'text', 0, true) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> },
  );
}

/**
 * One body per field and per class of value that has reached the database before: the valid example with
 * that one field changed (NUL inside or at the end of a string, half a surrogate pair, a year PostgreSQL cannot store in a date,
 * an integer past int4), plus an extra key, and bodies that are not an object at all. Only one field changes,
 * so that no other refusal hides it.
 */
export function edgeBodies(valid: Json): Json[] {
  const out: Json[] = [];
  for (const path of fieldPaths(valid)) {
    const keys = path.split('.');
    const value = valueAt(valid, keys);
    const variants: Json[] =
      typeof value === 'string'
        ? [
            `${value.slice(0, 1)}\u0000${value.slice(1)}`,
            `${value}\u0000`,
            `${value}\ud800`,
            ...(/^\d{4}-\d{2}-\d{2}/.test(value)
              ? [`0000${value.slice(4)}`, `9999${value.slice(4)}`, '9999-12-31T23:59:59+14:00']
              : []),
          ]
        : typeof value === 'number'
          ? [2_147_483_648, -2_147_483_649, 3_000_000_000]
          : [];
    for (const variant of variants) out.push(withChange(valid, keys, variant));
  }
  out.push(withChange(valid, ['extra'], 'a\u0000b'), null, 'text', [valid]);
  return out;
}

/** A path segment for `:id`: a real id, something like one, or something that is not. */
export function pathIds(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '2147483647',
        '2147483648',
        '3000000000',
        '99999999999999999999',
        '1e3',
        '0x10',
        '%00',
        '%FF',
        '..%2F..',
        'null',
        '00000000-0000-0000-0000-000000000000',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
    },
  );
}
