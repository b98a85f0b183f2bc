// Object storage in buckets; the `public` bucket is served to everyone at /storage/public/…
import { PUBLIC_BUCKET } from '@/shared/constants';

export interface StoredObject {
  data: Uint8Array;
  contentType: string;
}

export interface Storage {
  put(bucket: string, path: string, object: StoredObject): Promise<void>;
  get(bucket: string, path: string): Promise<StoredObject | null>;
  exists(bucket: string, path: string): Promise<boolean>;
  delete(bucket: string, path: string): Promise<void>;
}

/** The URL prefix under which the public bucket is served. */
export const PUBLIC_STORAGE_PREFIX = `/storage/${PUBLIC_BUCKET}/`;

const BUCKET_PREFIX = new RegExp(`^${PUBLIC_BUCKET}/`);

function urlOf(imagePath: string): string {
  if (/^https?:\/\//.test(imagePath)) return imagePath;
  const inBucket = imagePath.replace(/^\/+/, '').replace(BUCKET_PREFIX, '');
  return PUBLIC_STORAGE_PREFIX + inBucket.split('/').map(encodeURIComponent).join('/');
}

/** The URLs already made: a list repeats its foods' few pictures on every row and every request. */
const madeUrls = new Map<string, string>();
const MADE_URLS_KEPT = 1_000;

/**
 * Turns a stored path such as `public/foods/pears.svg` into its public URL (the leading
 * `public/` is the bucket's name and is removed). Absolute URLs are returned as they are.
 */
export function publicUrl(imagePath: string | null): string | null {
  if (imagePath === null || imagePath === '') return null;
  let url = madeUrls.get(imagePath);
  if (url === undefined) {
    url = urlOf(imagePath);
    if (madeUrls.size >= MADE_URLS_KEPT) madeUrls.clear();
    madeUrls.set(imagePath, url);
  }
  return url;
}

/** Object paths are plain relative names: no `..`, no absolute paths, no backslashes or control characters. */
export function isSafeObjectPath(path: string): boolean {
  if (path === '' || path.length > 512 || path.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f]/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function contentTypeFor(path: string): string {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
