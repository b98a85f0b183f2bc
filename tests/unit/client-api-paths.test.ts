// Every API path written in the client is an operation of the server. The calls through `api()` and `apiPath()`
// are checked by the typecheck; this reaches the rest: the service worker (typechecked without the server's
// types), component tests' mocked answers, comments.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/operations';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** An operation's path as a pattern: a `{param}` or a template's `${…}` stand for one segment. */
const known = operations.map((op) => new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`));

describe('the client', () => {
  it('names only paths the API has', () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sources('src/client')) {
      const text = readFileSync(file, 'utf8');
      for (const [, path] of text.matchAll(/['"`](\/api\/[\w\-./{}$]+)/g)) {
        seen += 1;
        const concrete = path!.replace(/\$\{[^}]*\}/g, 'x').replace(/\/$/, '');
        if (!known.some((pattern) => pattern.test(concrete))) unknown.push(`${file}: ${path}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
