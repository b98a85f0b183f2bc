// /api/admin: foods, prizes, coupons, ideas and held prize claims for users with the role admin. Each resource has
// GET / (PostgREST-style filters, order, limit, offset; Content-Range), GET /:id, POST /, PATCH /:id and
// DELETE /:id; every change is recorded in the audit list (audit.ts, GET /api/admin/audit). Input is checked by the shared schemas (422 with each field's message); a taken slug or code,
// or a row others depend on, is 409 and changes nothing.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { HttpError } from '../http/errors';
import { integerIdParam } from '../http/params';
import { route, routesOf } from '../operation';
import { jsonBody, validateBody } from '../http/validate';
import { contentRange, listQueryFrom } from '../query/list';
import { foodPictureRoutes } from './food-picture';
import { prizeClaimRoutes } from './prize-claims';
import { accountByEmail } from './accounts';
import { actorOf, audited, auditPage, setActor } from './audit';
import { requireAdmin } from './require-admin';
import { pgErrorCode } from '../db/errors';
import {
  adminCoupons,
  adminFoods,
  adminIdeas,
  adminPrizes,
  getAdminAccounts,
  getAdminAudit,
  type ResourceOperations,
} from './contract';
import { couponResource, foodResource, ideaResource, prizeResource, type AdminResource } from './resources';

const UNIQUE_VIOLATION = '23505';
// A row still referenced: foreign_key_violation, or restrict_violation for ON DELETE RESTRICT (PostgreSQL 17).
const STILL_REFERENCED = new Set(['23503', '23001']);

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'errors.notFound');
}

/** Turns the database's refusals into answers: a taken slug or code, a row still in use. */
async function guarded<T>(
  conflicts: AdminResource<unknown, z.ZodType, z.ZodType>['conflicts'],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    const { unique, inUse } = conflicts;
    if (code === UNIQUE_VIOLATION) {
      throw new HttpError(409, 'conflict', unique.messageKey, {}, [
        { field: unique.field, messageKey: unique.messageKey },
      ]);
    }
    if (code && STILL_REFERENCED.has(code) && inUse) throw new HttpError(409, 'in_use', inUse);
    throw error;
  }
}

/** Ahead of every admin route: the admin making the change (401, 403 for anyone else), never cached. */
function adminOnly(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    setActor(c, await requireAdmin(auth, c));
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

function resourceRoutes<Dto, Create extends z.ZodType, Update extends z.ZodType>(
  deps: AppDeps,
  auth: Auth,
  name: string,
  resource: AdminResource<Dto, Create, Update>,
  ops: ResourceOperations,
) {
  const db = deps.database.db;
  const id = (c: Context) => integerIdParam(c.req.param('id') ?? '');
  return routesOf(
    [
      route(ops.list, async (c, { reply }) => {
        const query = listQueryFrom(c.req.url, resource.listSpec);
        const { rows, total } = await resource.list(db, query);
        c.header('Content-Range', contentRange(query.offset, rows.length, total));
        return reply(200, rows);
      }),
      route(ops.get, async (c, { reply }) => {
        const row = await resource.get(db, id(c));
        if (row === undefined) throw notFound();
        return reply(200, row);
      }),
      route(ops.create, async (c, { reply }) => {
        const input = validateBody(resource.createSchema, await jsonBody(c));
        const entry = { action: 'create', resource: name, resourceId: idOf, details: input } as const;
        const row = await guarded(resource.conflicts, () =>
          audited(db, actorOf(c), entry, (tx) => resource.create(tx, input)),
        );
        return reply(201, row);
      }),
      route(ops.update, async (c, { reply }) => {
        const rowId = id(c);
        const input = validateBody(resource.updateSchema, await jsonBody(c));
        const entry = {
          action: 'update',
          resource: name,
          resourceId: String(rowId),
          details: input,
        } as const;
        const row = await guarded(resource.conflicts, () =>
          audited(db, actorOf(c), entry, (tx) => resource.update(tx, rowId, input)),
        );
        if (row === undefined) throw notFound();
        return reply(200, row);
      }),
      route(ops.remove, async (c) => {
        const rowId = id(c);
        const entry = { action: 'delete', resource: name, resourceId: String(rowId) } as const;
        const removed = await guarded(resource.conflicts, () =>
          audited(db, actorOf(c), entry, (tx) => resource.remove(tx, rowId)),
        );
        if (!removed) throw notFound();
        return c.body(null, 204);
      }),
    ],
    adminOnly(auth),
  );
}

/** The id of a row a create answered (every resource's rows have one). */
function idOf(row: unknown): string {
  return String((row as { id: unknown }).id);
}

export function adminRoutes(deps: AppDeps, auth: Auth) {
  return new Hono()
    .route('/', resourceRoutes(deps, auth, 'foods', foodResource, adminFoods))
    .route('/', foodPictureRoutes(deps, adminOnly(auth)))
    .route('/', resourceRoutes(deps, auth, 'prizes', prizeResource, adminPrizes))
    .route('/', resourceRoutes(deps, auth, 'coupons', couponResource, adminCoupons))
    .route('/', resourceRoutes(deps, auth, 'ideas', ideaResource, adminIdeas))
    .route('/', prizeClaimRoutes(deps, auth))
    .route(
      '/',
      routesOf(
        [
          route(getAdminAudit, async (c, { reply }) => reply(200, await auditPage(deps.database.db, c))),
          route(getAdminAccounts, async (c, { reply }) =>
            reply(200, await accountByEmail(deps.database.db, c.req.query('email'))),
          ),
        ],
        adminOnly(auth),
      ),
    );
}
