// The script a built page carries inline (src/client/early-input.ts: it must run before anything is on
// screen, so it cannot wait for a file): the Content-Security-Policy allows it by its hash, and no other.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The CSP source (`'sha256-…'`) of each script written inline in `html` (not one with a `src` or a type). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`,
  );
}

/** The hashes of the inline scripts of the pages the build drew ahead (in `clientDir`/prerendered). */
export async function builtPageScriptHashes(clientDir: string): Promise<string[]> {
  const dir = join(clientDir, 'prerendered');
  if (!existsSync(dir)) return [];
  const pages = (await readdir(dir)).filter((file) => file.endsWith('.html'));
  const hashes = await Promise.all(
    pages.map(async (file) => inlineScriptHashes(await readFile(join(dir, file), 'utf8'))),
  );
  return [...new Set(hashes.flat())];
}
