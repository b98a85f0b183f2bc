// The storage contract: the local disk and an S3-compatible service (a real one on loopback) keep, give back
// and forget objects alike, and refuse the same unsafe paths.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type S3Sink } from '../../../tests/support/s3-server';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import { s3SettingsFrom } from './s3-settings';
import type { Storage } from './storage';

interface Driver {
  storage: Storage;
  close(): Promise<void>;
}

const drivers: [name: string, start: () => Promise<Driver>][] = [
  [
    'the local disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'fridge-storage-'));
      return { storage: localDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible service',
    async () => {
      const s3: S3Sink = await startS3();
      const storage = s3Storage(s3SettingsFrom(s3.url));
      return {
        storage,
        close: async () => {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(drivers)('storage on %s', (_, start) => {
  let driver: Driver;
  let storage: Storage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it('keeps an object byte for byte with its type, until it is deleted', async () => {
    const data = new Uint8Array(randomBytes(2 * 1024 * 1024));
    await storage.put('public', 'avatars/u1/a.webp', { data, contentType: 'image/webp' });
    expect(await storage.exists('public', 'avatars/u1/a.webp')).toBe(true);
    const read = await storage.get('public', 'avatars/u1/a.webp');
    expect(read?.contentType).toBe('image/webp');
    expect(Buffer.from(read!.data).equals(Buffer.from(data))).toBe(true);
    await storage.delete('public', 'avatars/u1/a.webp');
    expect(await storage.exists('public', 'avatars/u1/a.webp')).toBe(false);
    expect(await storage.get('public', 'avatars/u1/a.webp')).toBeNull();
  });

  it('writes over an object put again under the same name', async () => {
    await storage.put('public', 'foods/pears.svg', {
      data: new TextEncoder().encode('<svg/>'),
      contentType: 'image/svg+xml',
    });
    await storage.put('public', 'foods/pears.svg', {
      data: new TextEncoder().encode('<svg></svg>'),
      contentType: 'image/svg+xml',
    });
    const read = await storage.get('public', 'foods/pears.svg');
    expect(new TextDecoder().decode(read!.data)).toBe('<svg></svg>');
  });

  it('finds nothing where nothing was put, and deleting what is not there is no error', async () => {
    expect(await storage.get('public', 'avatars/nobody/none.png')).toBeNull();
    expect(await storage.exists('public', 'avatars/nobody/none.png')).toBe(false);
    expect(await storage.exists('public', 'avatars')).toBe(false);
    await expect(storage.delete('public', 'avatars/nobody/none.png')).resolves.toBeUndefined();
  });

  it('keeps the buckets apart', async () => {
    await storage.put('mail', 'outbox/1.eml', { data: new Uint8Array([1]), contentType: 'message/rfc822' });
    expect(await storage.exists('public', 'outbox/1.eml')).toBe(false);
    expect(await storage.exists('mail', 'outbox/1.eml')).toBe(true);
  });

  it.each(['../secrets', 'a/../../b', '/etc/passwd', 'a\\b', 'a//b', ''])(
    'refuses the path %j',
    async (path) => {
      await expect(
        storage.put('public', path, { data: new Uint8Array([1]), contentType: 'text/plain' }),
      ).rejects.toThrow(/Unsafe storage path/);
      await expect(storage.get('public', path)).rejects.toThrow(/Unsafe storage path/);
    },
  );

  it('refuses a bucket that is a path', async () => {
    await expect(storage.get('public/../private', 'x.png')).rejects.toThrow(/Unsafe storage path/);
  });
});

describe('STORAGE_URL', () => {
  it('reads the service, key, secret, bucket and region, percent-decoded; plain HTTP only when asked', () => {
    expect(
      s3SettingsFrom('s3://AKIA%2B1:se%2Fcret@s3.eu-south-1.amazonaws.com/fridge-pictures?region=eu-south-1'),
    ).toEqual({
      endpoint: 'https://s3.eu-south-1.amazonaws.com',
      region: 'eu-south-1',
      accessKeyId: 'AKIA+1',
      secretAccessKey: 'se/cret',
      bucket: 'fridge-pictures',
    });
    expect(s3SettingsFrom('s3+http://minio:minio-secret@10.0.0.5:9000/pictures')).toMatchObject({
      endpoint: 'http://10.0.0.5:9000',
      region: 'us-east-1',
    });
    for (const bad of ['s3://host/bucket', 's3://k:s@host/', 's3://k:s@host/a/b']) {
      expect(() => s3SettingsFrom(bad), bad).toThrow(/STORAGE_URL must be/);
    }
  });
});
