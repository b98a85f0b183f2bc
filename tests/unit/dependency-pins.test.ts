// The dependency policy of ADR 026: every package we name is pinned to the exact version the lock installs,
// and the code is typed and bundled for the lowest Node.js the engines field accepts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/repository-files';

interface PackageJson {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const named = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides };
const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;
const lowestNode = Number(/^\D*(\d+)\./.exec(pkg.engines.node)?.[1]);

describe('dependencies', () => {
  it('are pinned to exact versions', () => {
    const ranges = Object.entries(named).filter(([, version]) => !EXACT.test(version));
    expect(ranges).toEqual([]);
  });

  it('are pinned to the versions the lock installs', () => {
    const differ = Object.entries(named).flatMap(([name, version]) => {
      const locked = lock.packages[`node_modules/${name}`]?.version;
      return locked === version ? [] : [`${name}: ${version}, locked ${locked}`];
    });
    expect(differ).toEqual([]);
  });

  it(`type and bundle the code for the lowest Node.js of the engines field (${pkg.engines.node})`, () => {
    expect(lowestNode).toBeGreaterThanOrEqual(20);
    expect(Number(pkg.devDependencies['@types/node']!.split('.')[0])).toBe(lowestNode);
    expect(pkg.scripts['build:server']).toContain(`--target=node${lowestNode} `);
  });
});
