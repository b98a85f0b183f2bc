// Keeps two processes from opening one embedded database folder at once, which would corrupt it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws; a lock left by a process that died is taken over. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `Another process (pid ${holder}) is using the embedded database in ${dataDir}. ` +
            'Stop it, or set DATA_DIR to another folder, or DATABASE_URL to share a PostgreSQL server.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}`);
}
