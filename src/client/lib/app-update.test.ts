import { describe, expect, it } from 'vitest';
import { versionOf } from '../sw/app-version';
import { isUpdate } from './app-update';

describe('the "Updated" toast', () => {
  it('is shown when the worker now in charge is another version than the one last run here', () => {
    expect(isUpdate('0a1b2c3d', 'ffee0011')).toBe(true);
  });

  it('is not shown on a first launch, on the same version, or without a worker in charge', () => {
    expect(isUpdate(null, '0a1b2c3d')).toBe(false);
    expect(isUpdate('0a1b2c3d', '0a1b2c3d')).toBe(false);
    expect(isUpdate('0a1b2c3d', null)).toBe(false);
  });
});

describe("the worker's version", () => {
  const build = [
    { url: 'index.html', revision: 'aaa' },
    { url: 'assets/index-B1.js', revision: null },
  ];

  it('is the same for the same files and changes with any of them', () => {
    expect(versionOf(build)).toBe(versionOf(structuredClone(build)));
    expect(versionOf(build)).toMatch(/^[0-9a-f]{8}$/);
    expect(versionOf([{ url: 'index.html', revision: 'aab' }, build[1]!])).not.toBe(versionOf(build));
    expect(versionOf([build[0]!, { url: 'assets/index-B2.js', revision: null }])).not.toBe(versionOf(build));
  });
});
