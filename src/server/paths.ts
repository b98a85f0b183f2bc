// Locates the project's folders the same way from the TypeScript sources and from the bundled server.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(projectRoot, 'src/server/db/migrations');
export const foodImagesDir = join(projectRoot, 'assets/foods');
export const distDir = join(projectRoot, 'dist');
export const clientDistDir = join(distDir, 'client');
