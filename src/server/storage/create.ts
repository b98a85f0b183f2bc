// The storage the settings choose: an S3-compatible service (STORAGE_URL), else DATA_DIR/storage on this disk.
import { join } from 'node:path';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import type { S3Settings } from './s3-settings';
import type { Storage } from './storage';

export function createStorage(env: {
  storage?: S3Settings | undefined;
  dataDir: string;
}): Storage & { close(): void } {
  if (env.storage) return s3Storage(env.storage);
  return { ...localDiskStorage(join(env.dataDir, 'storage')), close: () => undefined };
}
