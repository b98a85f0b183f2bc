// The repository explains itself: its code, tests and docs point at docs/product.md (and the other docs in
// docs/), never at sections of a specification kept elsewhere, outside guides, or tracker numbers that a
// reader of the repository cannot open.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInSkippedDir, repositoryFiles, ROOT } from '../support/repository-files';

const SKIPPED_FILES = new Set(['package-lock.json']);

// Written with escapes so that this file does not match itself.
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'a section of the outside specification', pattern: /\b(?:SPEC|DECISIONS)\s*\u00a7/ },
  { what: 'an outside document', pattern: /\b(?:SPEC|DECISIONS|STACK|STYLE)\.md\b/ },
  { what: 'an issue number', pattern: /\bissues?\s*#?\s*\d+/i },
];

function isSkipped(path: string): boolean {
  return SKIPPED_FILES.has(path.split('/').at(-1)!) || isInSkippedDir(path);
}

function findings(): string[] {
  const found: string[] = [];
  for (const path of repositoryFiles()) {
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
