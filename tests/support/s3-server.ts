// A real S3-protocol server on loopback (s3rver, files in a temporary folder) for the storage tests: the
// S3 driver speaks to it over HTTP with signed requests, as to any S3-compatible service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Sink {
  /** STORAGE_URL for the app (s3rver's default key and secret are S3RVER). */
  url: string;
  close(): Promise<void>;
}

export async function startS3(bucket = 'fridge'): Promise<S3Sink> {
  const directory = await mkdtemp(join(tmpdir(), 'fridge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
