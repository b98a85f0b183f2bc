// POST /api/admin/foods/{id}/picture: a food's new picture, checked and kept as a profile picture is
// (accounts/picture.ts), under foods/uploads/ with a new name each time, so it is served as immutable. The food's
// imagePath follows in the audited change; a picture uploaded before it is deleted once it is no longer named.
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PICTURE_BODY_BYTES, pictureTooLarge, storeUploadedPicture } from '../accounts/picture';
import type { AppDeps } from '../app-deps';
import { foods } from '../db/schema';
import { HttpError } from '../http/errors';
import { integerIdParam } from '../http/params';
import { route, routesOf } from '../operation';
import { actorOf, audited } from './audit';
import { postAdminFoodsIdPicture } from './contract';
import { foodResource } from './resources';

/** Where uploaded food pictures are kept in the public bucket (the seeded ones are foods/<slug>.svg). */
export const FOOD_UPLOADS = 'foods/uploads';

export function foodPictureRoutes(deps: AppDeps, adminOnly: MiddlewareHandler) {
  const db = deps.database.db;
  return routesOf(
    [
      route(
        postAdminFoodsIdPicture,
        async (c, { reply }) => {
          const id = integerIdParam(c.req.param('id') ?? '');
          const [food] = await db.select({ imagePath: foods.imagePath }).from(foods).where(eq(foods.id, id));
          if (!food) throw new HttpError(404, 'not_found', 'errors.notFound');
          const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
          const imagePath = await storeUploadedPicture(
            deps.storage,
            FOOD_UPLOADS,
            form.picture,
            'inside',
            'validation.foodPictureRequired',
          );
          const stored = imagePath.slice('public/'.length);
          const entry = {
            action: 'update',
            resource: 'foods',
            resourceId: String(id),
            details: { imagePath },
          } as const;
          const row = await audited(db, actorOf(c), entry, (tx) =>
            foodResource.update(tx, id, { imagePath }),
          );
          if (row === undefined) {
            // Deleted meanwhile: nothing names the picture.
            await deps.storage.delete('public', stored);
            throw new HttpError(404, 'not_found', 'errors.notFound');
          }
          if (food.imagePath?.startsWith(`public/${FOOD_UPLOADS}/`)) {
            await deps.storage.delete('public', food.imagePath.slice('public/'.length));
          }
          return reply(200, row);
        },
        { before: [bodyLimit({ maxSize: PICTURE_BODY_BYTES, onError: pictureTooLarge })] },
      ),
    ],
    adminOnly,
  );
}
