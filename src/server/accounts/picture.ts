// Uploaded pictures (a profile's, a food's): JPEG, PNG or WebP recognised by their first bytes, at most
// PICTURE_MAX_MB, stored in the public bucket as a WebP of at most PICTURE_SIDE pixels a side, turned upright
// and without its metadata (the camera's EXIF, the place it was taken). Each upload gets a new name, so it may
// be cached for good.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_MAX_MB } from '@/shared/schemas/profile';
import { HttpError } from '../http/errors';
import type { Storage } from '../storage/storage';

const SIGNATURES: { type: string; matches(b: Uint8Array): boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  {
    type: 'image/webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The side of the square a picture is kept as: twice the largest the app draws it, and then some. */
export const PICTURE_SIDE = 512;
/** Larger images are refused before they are decoded: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

/** How a picture is fitted to the square: cropped to fill it (a face), or whole inside it (a food). */
export type PictureFit = 'cover' | 'inside';

/** The picture as it is kept; an image its format cannot decode is refused like any other file. */
async function normalised(data: Uint8Array, fit: PictureFit): Promise<Uint8Array> {
  try {
    const out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw pictureError('validation.pictureType');
  }
}

function pictureError(messageKey: string): HttpError {
  return new HttpError(422, 'validation_failed', 'errors.validation', {}, [
    { field: 'picture', messageKey, params: { max: PICTURE_MAX_MB } },
  ]);
}

/**
 * Stores the picture under `folder` of the public bucket with a new name and returns its path
 * (`public/<folder>/<id>.webp`), refusing anything else.
 */
export async function storeUploadedPicture(
  storage: Storage,
  folder: string,
  file: unknown,
  fit: PictureFit,
  /** What a request without a file is told: the profile's picture, or a food's. */
  requiredKey = 'validation.pictureRequired',
): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw pictureError(requiredKey);
  if (file.size > PICTURE_MAX_MB * 1024 * 1024) throw pictureError('validation.pictureSize');
  const data = new Uint8Array(await file.arrayBuffer());
  // The declared type is the browser's guess; the first bytes decide.
  if (!SIGNATURES.some((s) => s.matches(data))) throw pictureError('validation.pictureType');
  const path = `${folder}/${randomUUID()}.webp`;
  await storage.put('public', path, { data: await normalised(data, fit), contentType: 'image/webp' });
  return `public/${path}`;
}

/** Stores a profile picture and returns its path (`public/avatars/<user>/<id>.webp`). */
export function storePicture(storage: Storage, userId: string, file: unknown): Promise<string> {
  return storeUploadedPicture(storage, `avatars/${userId}`, file, 'cover');
}

/** The body limit of an upload: the largest picture and its form's parts. */
export const PICTURE_BODY_BYTES = PICTURE_MAX_MB * 1024 * 1024 + 64 * 1024;

/** The refusal of a body past PICTURE_BODY_BYTES, named like a picture too large. */
export function pictureTooLarge(): never {
  throw pictureError('validation.pictureSize');
}
