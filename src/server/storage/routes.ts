// GET /storage/public/<path>: objects of the public bucket, such as food pictures. A profile picture and a food's
// uploaded picture (foods/uploads/) get a new name at each upload, so they are cached for a year; a seeded food
// picture keeps its name, so for a day.
import { Hono } from 'hono';
import { PUBLIC_BUCKET } from '@/shared/constants';
import { HttpError } from '../http/errors';
import { isSafeObjectPath, type Storage } from './storage';

export function publicStorageRoutes({ storage }: { storage: Storage }) {
  return new Hono().get('/*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.replace(/^\/storage\/public\//, ''));
    } catch {
      throw new HttpError(404, 'not_found', 'errors.notFound');
    }
    const object = isSafeObjectPath(path) ? await storage.get(PUBLIC_BUCKET, path) : null;
    if (!object) throw new HttpError(404, 'not_found', 'errors.notFound');
    c.header('Content-Type', object.contentType);
    c.header(
      'Cache-Control',
      path.startsWith('avatars/') || path.startsWith('foods/uploads/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400',
    );
    return c.body(new Uint8Array(object.data));
  });
}
