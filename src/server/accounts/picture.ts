// Profile pictures: JPEG, PNG or WebP recognised by their first bytes, at most PICTURE_MAX_MB, in the public bucket.
import { randomUUID } from 'node:crypto';
import { PICTURE_MAX_MB } from '@/shared/schemas/profile';
import { HttpError } from '../http/errors';
import type { Storage } from '../storage/storage';

const SIGNATURES: { type: string; ext: string; matches(b: Uint8Array): boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function pictureError(messageKey: string): HttpError {
  return new HttpError(422, 'validation_failed', 'errors.validation', {}, [
    { field: 'picture', messageKey, params: { max: PICTURE_MAX_MB } },
  ]);
}

/** Stores the picture and returns its path (`public/avatars/<user>/<id>.<ext>`), refusing anything else. */
export async function storePicture(storage: Storage, userId: string, file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw pictureError('validation.pictureRequired');
  if (file.size > PICTURE_MAX_MB * 1024 * 1024) throw pictureError('validation.pictureSize');
  const data = new Uint8Array(await file.arrayBuffer());
  // The declared type is the browser's guess; the first bytes decide.
  const kind = SIGNATURES.find((s) => s.matches(data));
  if (!kind) throw pictureError('validation.pictureType');
  const path = `avatars/${userId}/${randomUUID()}.${kind.ext}`;
  await storage.put('public', path, { data, contentType: kind.type });
  return `public/${path}`;
}
