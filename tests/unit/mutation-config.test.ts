// The mutation testing set-up (docs/mutation.md) cannot rot unnoticed: what Stryker mutates and the tests it
// runs name files that exist, its working folders are ignored, and `npm test` never starts it (too slow).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MUTATION_SERVER_TESTS,
  MUTATION_SERVER_UNIT_TESTS,
  MUTATION_SHARED_TESTS,
} from '../../vitest.mutation.config';
import { repositoryFiles, ROOT } from '../support/repository-files';

interface StrykerConfig {
  testRunner: string;
  vitest: { configFile: string };
  concurrency: number;
  incrementalFile: string;
  tempDirName: string;
  mutate: string[];
}

const CONFIGS = ['stryker.config.json', 'stryker.server.config.json'];
const configs = CONFIGS.map((name) => JSON.parse(readFileSync(join(ROOT, name), 'utf8')) as StrykerConfig);
const files = repositoryFiles();

/** A glob of `*` (within a folder) and `**` (any folders) as a pattern for a whole path. */
function globPattern(glob: string): RegExp {
  const parts = glob.split(/(\*\*\/|\*)/).map((part) => {
    if (part === '**/') return '(?:[^/]+/)*';
    if (part === '*') return '[^/]*';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

const matching = (glob: string) => files.filter((f) => globPattern(glob).test(f));

describe('mutation testing', () => {
  it('reads globs as Stryker and Vitest do', () => {
    expect(globPattern('src/shared/*.test.ts').test('src/shared/levels.test.ts')).toBe(true);
    expect(globPattern('src/shared/*.test.ts').test('src/shared/schemas/auth.test.ts')).toBe(false);
    expect(globPattern('src/**/*.ts').test('src/a/b/c.ts')).toBe(true);
    expect(globPattern('src/**/*.ts').test('src/c.ts')).toBe(true);
  });

  it('mutates rule modules that exist, each once, never a test', () => {
    const globs = configs.flatMap((c) => c.mutate);
    const missing = globs.filter((glob) => matching(glob.replace(/^!/, '')).length === 0);
    expect(missing).toEqual([]);
    const mutated = globs.filter((glob) => !glob.startsWith('!')).flatMap(matching);
    expect(mutated.filter((f) => /\.test\.tsx?$/.test(f))).toEqual([]);
    expect(mutated.length).toBe(new Set(mutated).size);
  });

  it('runs test files that exist, through Vitest configurations of its own', () => {
    for (const config of configs) {
      expect(config.testRunner).toBe('vitest');
      expect(files).toContain(config.vitest.configFile);
      expect(config.vitest.configFile).not.toBe('vitest.config.ts');
    }
    const tests = [...MUTATION_SHARED_TESTS, ...MUTATION_SERVER_UNIT_TESTS, ...MUTATION_SERVER_TESTS];
    expect(tests.filter((glob) => matching(glob).length === 0)).toEqual([]);
  });

  it('keeps to two cores, and its working folders out of git', () => {
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n');
    for (const config of configs) {
      expect(config.concurrency).toBeLessThanOrEqual(2);
      expect(ignored).toContain(`${config.tempDirName}/`);
      expect(ignored).toContain(`${config.incrementalFile.split('/')[0]}/`);
    }
    expect(new Set(configs.map((c) => c.incrementalFile)).size).toBe(configs.length);
  });

  it('is not part of npm test', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['test:mutation']).toBe(`stryker run && stryker run ${CONFIGS[1]}`);
    const suite = [pkg.scripts.test, readFileSync(join(ROOT, 'scripts/test.ts'), 'utf8')].join('\n');
    expect(suite).not.toMatch(/stryker|test:mutation/);
  });
});
