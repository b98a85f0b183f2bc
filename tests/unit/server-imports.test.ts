// The server's modules import one another without loops: no two of its folders (or top-level files) depend on
// each other, directly or through others, counting every import (types too: a folder that names another's
// types depends on it); and no module is in a loop of the imports that load modules (type-only imports and
// `import()` calls load nothing when a module starts). Which layer may import which is eslint.config.js's rule.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsUnder, loopsOf, type Import } from '../support/import-graph';

const SERVER = fileURLToPath(new URL('../../src/server', import.meta.url));
const imports = importsUnder(SERVER, '@/server');

/** `accounts` for `accounts/routes.ts`; a top-level file stands for itself. */
const folderOf = (path: string) => path.split('/')[0]!;

function folderEdges(all: Import[]): [string, string][] {
  const edges = all
    .map((i): [string, string] => [folderOf(i.from), folderOf(i.to)])
    .filter(([a, b]) => a !== b);
  return [...new Map(edges.map((e) => [e.join(' -> '), e])).values()];
}

/** Each loop with the imports that make it, e.g. `fridge/routes.ts -> households/service.ts`. */
function explain(loops: string[][], edges: Import[], nodeOf: (path: string) => string): string[] {
  return loops.map((loop) => {
    const inside = edges.filter((i) => loop.includes(nodeOf(i.from)) && loop.includes(nodeOf(i.to)));
    const ties = inside.filter((i) => nodeOf(i.from) !== nodeOf(i.to)).map((i) => `${i.from} -> ${i.to}`);
    return `${loop.join(', ')}: ${[...new Set(ties)].join('; ')}`;
  });
}

describe('the server imports', () => {
  it('are read: every kind of import, to a module of the folder, type-only and lazy ones marked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'imports-'));
    try {
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'top.ts'), "import { x } from './a/x';\nexport * from '@/app/a/y';\n");
      writeFileSync(join(dir, 'a/x.ts'), "import type { T } from '../top';\nimport { type U } from './y';\n");
      writeFileSync(join(dir, 'a/y.ts'), "import 'node:fs';\nexport const f = () => import('../top');\n");
      writeFileSync(join(dir, 'a/y.test.ts'), "import '../top';\n");
      const found = importsUnder(dir, '@/app').sort((p, q) =>
        `${p.from}${p.to}`.localeCompare(`${q.from}${q.to}`),
      );
      expect(found).toEqual([
        { from: 'a/x.ts', to: 'a/y.ts', typeOnly: true, lazy: false },
        { from: 'a/x.ts', to: 'top.ts', typeOnly: true, lazy: false },
        { from: 'a/y.ts', to: 'top.ts', typeOnly: false, lazy: true },
        { from: 'top.ts', to: 'a/x.ts', typeOnly: false, lazy: false },
        { from: 'top.ts', to: 'a/y.ts', typeOnly: false, lazy: false },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(folderEdges(imports).map((e) => e.join(' -> '))).toContain('app.ts -> accounts');
  });

  it('finds a loop, short or long, and only a loop', () => {
    expect(
      loopsOf([
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'a'],
      ]),
    ).toEqual([['a', 'b']]);
    expect(
      loopsOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      loopsOf([
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
      ]),
    ).toEqual([]);
  });

  it('make no loop between folders', () => {
    const loops = loopsOf(folderEdges(imports));
    expect(explain(loops, imports, folderOf)).toEqual([]);
  });

  it('that load modules make no loop between files', () => {
    const loading = imports.filter((i) => !i.typeOnly && !i.lazy);
    const loops = loopsOf(loading.map((i): [string, string] => [i.from, i.to]));
    expect(explain(loops, loading, (path) => path)).toEqual([]);
  });
});
