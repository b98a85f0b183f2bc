// The audit list of admin changes: each change and its record are one transaction (no change goes
// unrecorded), and GET /api/admin/audit lists them, newest first, a page at a time.
import { count, desc } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { adminAudit } from '../db/schema';
import { HttpError } from '../http/errors';
import { contentRange } from '../query/list';

/** The admin making a change, as the routes' middleware found them. */
export interface AdminActor {
  id: string;
  email: string;
}

type AdminEnv = { Variables: { admin: AdminActor } };

export function setActor(c: Context, admin: AdminActor): void {
  (c as Context<AdminEnv>).set('admin', { id: admin.id, email: admin.email });
}

/** The admin the routes' middleware set (Hono types a variable only on the app that declares it). */
export function actorOf(c: Context): AdminActor {
  return (c as Context<AdminEnv>).get('admin');
}

export interface AuditEntry<T> {
  action: 'create' | 'update' | 'delete' | 'approve' | 'reject';
  resource: string;
  /** The row changed: known before (an update), or from the change's result (a create). */
  resourceId: string | ((result: T) => string);
  /** What was sent: the body of a create or an update. */
  details?: unknown;
}

/**
 * Makes `change` and records it in one transaction. A change that made nothing (`undefined`, `false`: a row
 * not found) is not recorded.
 */
export async function audited<T>(
  db: Db,
  admin: AdminActor,
  entry: AuditEntry<T>,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    if (result === undefined || result === false) return result;
    await tx.insert(adminAudit).values({
      adminId: admin.id,
      adminEmail: admin.email,
      action: entry.action,
      resource: entry.resource,
      resourceId: typeof entry.resourceId === 'function' ? entry.resourceId(result) : entry.resourceId,
      details: entry.details ?? null,
    });
    return result;
  });
}

const PAGE = 50;
const MAX_PAGE = 200;

function pageNumber(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d{1,9}$/.test(value) || n > max) {
    throw new HttpError(400, 'bad_request', 'errors.badRequest');
  }
  return n;
}

/** A page of the list, newest first (`limit`, `offset`), with Content-Range. */
export async function auditPage(db: Db, c: Context) {
  const limit = pageNumber(c.req.query('limit'), PAGE, MAX_PAGE);
  const offset = pageNumber(c.req.query('offset'), 0, 1e9);
  const rows = await db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(adminAudit);
  c.header('Content-Range', contentRange(offset, rows.length, total?.n ?? 0));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
