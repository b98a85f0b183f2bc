// Storage on the local disk: DATA_DIR/storage/<bucket>/<path>.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeFor, isSafeObjectPath, type Storage } from './storage';

// What reading a path that holds no object can fail with: nothing there, a folder, a path through a file,
// a name longer than the disk allows.
const NO_OBJECT = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

export function localDiskStorage(root: string): Storage {
  function fileOf(bucket: string, path: string): string {
    if (!isSafeObjectPath(bucket) || bucket.includes('/') || !isSafeObjectPath(path)) {
      throw new Error(`Unsafe storage path: ${bucket}/${path}`);
    }
    return join(root, bucket, path);
  }

  return {
    async put(bucket, path, object) {
      const file = fileOf(bucket, path);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename would be atomic; objects here are small and written once, so a plain write is enough.
      await writeFile(file, object.data);
    },
    async get(bucket, path) {
      try {
        const data = await readFile(fileOf(bucket, path));
        return { data, contentType: contentTypeFor(path) };
      } catch (error) {
        if (NO_OBJECT.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async exists(bucket, path) {
      try {
        return (await stat(fileOf(bucket, path))).isFile();
      } catch {
        return false;
      }
    },
    async delete(bucket, path) {
      await rm(fileOf(bucket, path), { force: true });
    },
  };
}
