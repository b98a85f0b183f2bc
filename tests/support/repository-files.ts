// The repository's own files (tracked, or new and not ignored), for tests that read the repository as a whole.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'coverage',
  'test-results',
  'reports',
  '.stryker-tmp',
]);

/** Paths relative to the root, written with `/`. */
export function repositoryFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    // Not a git checkout (an unpacked archive): every file outside the build and data folders.
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name));
        } else if (entry.isFile()) {
          files.push(relative(ROOT, join(dir, entry.name)).split(sep).join('/'));
        }
      }
    };
    walk(ROOT);
    return files;
  }
}

/** Whether a path lies in a folder that holds no source (builds, data, dependencies). */
export function isInSkippedDir(path: string): boolean {
  return path
    .split('/')
    .slice(0, -1)
    .some((part) => SKIPPED_DIRS.has(part));
}
