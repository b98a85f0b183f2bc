// Our code reaches other packages through what they publish, never through a path into their own source
// folder, which a new version may move or drop without notice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, ROOT } from '../support/repository-files';

/** A quoted module path whose package part is followed by /src/: 'pkg/src/…' or '@scope/pkg/src/…'. */
const INTO_A_PACKAGES_SOURCE = /['"`](?:@[\w.-]+\/)?[\w][\w.-]*\/src\//;
const CODE = /^(?:src|scripts|tests)\/.*\.(?:ts|tsx|js|mjs)$|^[\w.-]+\.(?:ts|js|mjs)$/;

describe('packages are used through their public entry', () => {
  it('tells a path into a package from our own', () => {
    expect(INTO_A_PACKAGES_SOURCE.test("resolve('@zxcvbn-ts/language-common/src/passwords.json')")).toBe(
      true,
    );
    expect(INTO_A_PACKAGES_SOURCE.test("import x from 'some-lib/src/x'")).toBe(true);
    for (const ours of [
      "from '../src/shared/constants'",
      "from '@/shared/points'",
      "new URL('./src/x', u)",
    ]) {
      expect(INTO_A_PACKAGES_SOURCE.test(ours), ours).toBe(false);
    }
  });

  it("no code names a path into another package's source", () => {
    const found = repositoryFiles()
      .filter((path) => CODE.test(path) && path !== 'tests/unit/packages-through-their-entry.test.ts')
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            INTO_A_PACKAGES_SOURCE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
