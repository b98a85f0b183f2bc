// The repository explains itself: its code, tests and docs point at docs/product.md (and the other docs in
// docs/), never at sections of a specification kept elsewhere, outside guides, or tracker numbers that a
// reader of the repository cannot open.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'coverage', 'test-results']);
const SKIPPED_FILES = new Set(['package-lock.json']);

// Written with escapes so that this file does not match itself.
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'a section of the outside specification', pattern: /\b(?:SPEC|DECISIONS)\s*\u00a7/ },
  { what: 'an outside document', pattern: /\b(?:SPEC|DECISIONS|STACK|STYLE)\.md\b/ },
  { what: 'an issue number', pattern: /\bissues?\s*#?\s*\d+/i },
];

function trackedFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
    return out.split('\0').filter(Boolean);
  } catch {
    // Not a git checkout (an unpacked archive): every file outside the build and data folders.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
        } else if (entry.isFile()) {
          files.push(relative(ROOT, join(dir, entry.name)));
        }
      }
    };
    walk(ROOT);
    return files;
  }
}

function isSkipped(path: string): boolean {
  const parts = path.split(/[\\/]/);
  return SKIPPED_FILES.has(parts.at(-1)!) || parts.slice(0, -1).some((part) => SKIPPED_DIRS.has(part));
}

function findings(): string[] {
  const found: string[] = [];
  for (const path of trackedFiles()) {
    if (isSkipped(path)) continue;
    let content: Buffer;
    try {
      content = readFileSync(join(ROOT, path));
    } catch {
      continue; // tracked but deleted in this working tree
    }
    if (content.includes(0)) continue; // pictures and other binary files
    content
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { what, pattern } of OUTSIDE_REFERENCES) {
          if (pattern.test(line)) found.push(`${path}:${index + 1}: ${what}: ${line.trim()}`);
        }
      });
  }
  return found;
}

describe('the repository stands alone', () => {
  it('finds the kinds of reference it looks for', () => {
    const samples = [
      'SPEC \u00a79',
      'see DECISIONS \u00a7 4',
      'STACK' + '.md',
      'issue' + ' 13',
      'Issue' + ' #13',
      'issues' + ' 3',
    ];
    for (const sample of samples) {
      expect(
        OUTSIDE_REFERENCES.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    for (const sample of ['issue.code', 'an issue with zones', 'docs/product.md#points', '#1a7f37']) {
      expect(
        OUTSIDE_REFERENCES.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(false);
    }
  });

  it('points at docs/product.md, not at outside documents or issue numbers', () => {
    expect(findings()).toEqual([]);
  });
});
