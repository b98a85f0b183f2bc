// Storage in an S3-compatible service (AWS S3, MinIO, Ceph, R2…), addressed path-style, so that every instance
// serves the same pictures. Chosen by STORAGE_URL (env.ts); the app's buckets are prefixes of the one bucket
// the URL names: `public/avatars/…` is the object `<bucket>/public/avatars/…`.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-settings';
import { contentTypeFor, isSafeObjectPath, type Storage } from './storage';

/** Whether the service said there is no such object (GET answers NoSuchKey, HEAD a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function s3Storage(settings: S3Settings): Storage & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  function keyOf(bucket: string, path: string): string {
    if (!isSafeObjectPath(bucket) || bucket.includes('/') || !isSafeObjectPath(path)) {
      throw new Error(`Unsafe storage path: ${bucket}/${path}`);
    }
    return `${bucket}/${path}`;
  }

  return {
    async put(bucket, path, object) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(bucket, path),
          Body: object.data,
          ContentType: object.contentType,
        }),
      );
    },
    async get(bucket, path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
        const data = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return { data, contentType: answer.ContentType ?? contentTypeFor(path) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(bucket, path) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(bucket, path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
    },
    close: () => client.destroy(),
  };
}
