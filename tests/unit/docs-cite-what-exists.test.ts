// The docs cannot drift from the code: every file, folder and declared name they cite from the repository
// is there, and every link and heading they point at (the rules: tests/support/doc-citations.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationProblems, type Repository } from '../support/doc-citations';
import { repositoryFiles, ROOT } from '../support/repository-files';

function docs(files: readonly string[]) {
  return files
    .filter((path) => path === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md')))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

describe('the docs cite what exists', () => {
  it('finds what a doc cites wrongly', () => {
    const repo: Repository = {
      files: ['src/server/reminders/dispatcher.ts', 'src/shared/constants.ts', 'docs/product.md'],
      read: (path) =>
        ({
          'src/server/reminders/dispatcher.ts':
            'export const DEFAULT_CONCURRENCY = 64;\nconst DEFAULTS = {};\n',
          'src/shared/constants.ts': "export { FRIDGE_POINTS } from './points';\n",
          'docs/product.md': '# Product\n## Points\n',
        })[path] ?? '',
    };
    const broken = [
      'Sends are paced in `reminders/pacing.ts`; `DEFAULT_CONCURRENCY` in `dispatcher.ts` is right.',
      '`FRIDGE_POINTS` in `src/shared/constants.ts`, and `DEFAULTS`, `LEASE_MS` in `reminders/dispatcher.ts`.',
      '| `BAG_SIZES`, same file |',
      'See [product](product.md#levels), [points](product.md#points) and [missing](decisions/099-x.md).',
      '```\nworker (public/sw.js) ─▶ dispatcher.ts\n```',
      // Not paths of the repository, or named as gone: nothing to report.
      '`Europe/Rome`, `DATA_DIR/outbox`, `./data`, `/api/foods`, `@hono/node-server`, ~~`public/sw.js`~~.',
    ].join('\n');
    expect(citationProblems([{ path: 'docs/architecture.md', text: broken }], repo)).toEqual([
      'docs/architecture.md:1: no file or folder reminders/pacing.ts',
      'docs/architecture.md:2: `FRIDGE_POINTS` is not declared in src/shared/constants.ts',
      'docs/architecture.md:2: `LEASE_MS` is not declared in reminders/dispatcher.ts',
      'docs/architecture.md:3: `BAG_SIZES` is not declared in reminders/dispatcher.ts',
      'docs/architecture.md:4: no heading #levels in docs/product.md',
      "docs/architecture.md:4: the link's target docs/decisions/099-x.md does not exist",
      'docs/architecture.md:6: no file public/sw.js',
    ]);
  });

  it('finds every file, name, link and heading that docs/ and the README cite', () => {
    const files = repositoryFiles().filter((path) => existsSync(join(ROOT, path)));
    const repo: Repository = { files, read: (path) => readFileSync(join(ROOT, path), 'utf8') };
    const cited = docs(files);
    expect(cited.length).toBeGreaterThan(20);
    expect(citationProblems(cited, repo)).toEqual([]);
  });
});
