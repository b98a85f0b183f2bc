// The README's table of settings is the environment schema's: every variable the server reads is in it and
// nothing else is, and a default the table writes as one value (or as unset) is the schema's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/server/env';
import { ROOT } from '../support/repository-files';

interface Row {
  names: string[];
  /** The default column: `unset`, one backticked value, or words. */
  fallback: string;
}

/** The rows of the table under the README's "Settings" heading. */
function settingsRows(readme: string): Row[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Settings\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', fallback = ''] = line.split(' | ');
      return {
        names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
        fallback: fallback.trim(),
      };
    });
}

/** Where a row's default and the schema's disagree, as `NAME: …`. */
function defaultMismatches(rows: Row[], defaults: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const { names, fallback } of rows) {
    // A default computed from another setting (`http://localhost:$PORT`) is the server's, not the schema's.
    const single = /^`([^`$]*)`$/.exec(fallback)?.[1];
    for (const name of names) {
      const actual = defaults[name];
      if (fallback === 'unset' && actual !== undefined)
        found.push(`${name}: "unset", yet defaults to ${actual}`);
      if (single !== undefined && String(actual) !== single) found.push(`${name}: ${single}, not ${actual}`);
    }
  }
  return found;
}

const schemaNames = Object.keys(envSchema.in.shape).sort();
const schemaDefaults: Record<string, unknown> = envSchema.in.parse({});

describe("the README's settings", () => {
  it('finds a variable or default that is wrong', () => {
    const readme = [
      '## Settings',
      '| variable | default | what it does |',
      '|---|---|---|',
      '| `PORT` | `8080` | HTTP port |',
      '| `DATABASE_URL`, `SMTP_URL` | unset | … |',
      '| `MAIL_FROM` | `3` | … |',
      '## Other commands',
      '| `NOT_A_SETTING` | `1` | … |',
    ].join('\n');
    const rows = settingsRows(readme);
    expect(rows.flatMap((r) => r.names)).toEqual(['PORT', 'DATABASE_URL', 'SMTP_URL', 'MAIL_FROM']);
    expect(defaultMismatches(rows, { PORT: 3000, MAIL_FROM: 'x', DATABASE_URL: undefined })).toEqual([
      'PORT: 8080, not 3000',
      'MAIL_FROM: 3, not x',
    ]);
  });

  it('name every variable of the environment schema, and only those', () => {
    const rows = settingsRows(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const names = rows.flatMap((r) => r.names);
    expect(names.length).toBe(new Set(names).size);
    expect([...names].sort()).toEqual(schemaNames);
  });

  it("give the schema's defaults", () => {
    const rows = settingsRows(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    expect(defaultMismatches(rows, schemaDefaults)).toEqual([]);
  });
});
