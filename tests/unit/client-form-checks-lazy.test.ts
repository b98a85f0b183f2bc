// The schema library and the shared schemas reach the browser only in the chunks loaded when they are needed:
// a form's checks at its first focus (lib/form-checks.ts, through lib/lazy-resolver.ts), a guest's prepared
// food when one waits. A screen that imported them itself would load them before anyone can type (the sign-in
// screen loaded 24 KB of them so). Type imports load nothing and are free.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('../../src/client', import.meta.url));
const LOADED_WHEN_NEEDED = new Set([
  'lib/form-checks.ts',
  'lib/prepared-item.ts',
  'features/admin/admin-checks.ts',
]);
const VALUE_IMPORT =
  /^import\s+(?!type\b)[^;]*?from\s+'(zod(?:\/[^']*)?|@hookform\/resolvers\/zod|@\/shared\/schemas\/[^']+)'/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the browser’s code', () => {
  it('imports the schemas and their library only where they are loaded when needed', () => {
    const found = sources(CLIENT).flatMap((path) => {
      const name = relative(CLIENT, path);
      if (LOADED_WHEN_NEEDED.has(name)) return [];
      return (
        [...readFileSync(path, 'utf8').matchAll(VALUE_IMPORT)]
          // `import { type A, type B } from …` loads nothing either.
          .filter((m) => !/^import\s*\{\s*(type\s+\w+\s*,?\s*)+\}/.test(m[0]))
          .map((m) => `${name}: ${m[1]}`)
      );
    });
    expect(found).toEqual([]);
  });
});
