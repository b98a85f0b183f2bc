// /api/admin/prize-claims: the claims held for review (young accounts, points earned unusually fast), listed
// with what an admin needs to judge them, and approved or rejected once; the user is told by e-mail.
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Language } from '@/shared/constants';
import type { adminPrizeClaimResponse } from '@/shared/responses/admin';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { deliverLater } from '../auth/deliver';
import type { Db } from '../db/client';
import { prizeClaims, prizes, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { prizeDecisionMail } from '../mail/templates';
import { contentRange, countRows, listQueryFrom, pageTotal, totalOverAllRows } from '../query/list';
import { actorOf, audited, setActor, type AdminActor } from './audit';
import { requireAdmin } from './require-admin';
import { claimListSpec } from './claim-list';
import { getAdminPrizeClaims, postAdminPrizeClaimsIdApprove, postAdminPrizeClaimsIdReject } from './contract';
import { route, routesOf, type OperationIo } from '../operation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function claimColumns() {
  return {
    id: prizeClaims.id,
    status: prizeClaims.status,
    holdReason: prizeClaims.holdReason,
    createdAt: prizeClaims.createdAt,
    reviewedAt: prizeClaims.reviewedAt,
    reviewedBy: prizeClaims.reviewedBy,
    prize: { id: prizes.id, slug: prizes.slug, minLevel: prizes.minLevel },
    user: {
      id: users.id,
      email: users.email,
      level: users.level,
      points: users.points,
      createdAt: users.createdAt,
    },
  };
}

async function listClaims(db: Db, c: Context): Promise<Sent<typeof adminPrizeClaimResponse>[]> {
  const query = listQueryFrom(c.req.url, claimListSpec);
  const page = await db
    .select({ ...claimColumns(), total: totalOverAllRows() })
    .from(prizeClaims)
    .innerJoin(prizes, eq(prizes.id, prizeClaims.prizeId))
    .innerJoin(users, eq(users.id, prizeClaims.userId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const total = await pageTotal(page, query, () => countRows(db, prizeClaims, query));
  c.header('Content-Range', contentRange(query.offset, page.length, total));
  return page.map(({ total: _total, ...row }) => row);
}

/**
 * Decides a held claim once. Deciding it the same way again answers the same (a retried request); the other
 * way, or a claim that was never held, is a conflict.
 */
async function decide(
  db: Db,
  claimId: string,
  admin: AdminActor,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(prizeClaims).where(eq(prizeClaims.id, claimId)).for('update');
    if (!claim) throw new HttpError(404, 'not_found', 'errors.notFound');
    if (claim.status === decision && claim.reviewedAt) return { claim, changed: false };
    if (claim.status !== 'held') throw new HttpError(409, 'already_decided', 'errors.admin.claimDecided');
    const [updated] = await tx
      .update(prizeClaims)
      .set({ status: decision, reviewedAt: sql`now()`, reviewedBy: admin.id, reviewNote: reason })
      .where(and(eq(prizeClaims.id, claimId), eq(prizeClaims.status, 'held')))
      .returning();
    await audited(
      tx,
      admin,
      {
        action: decision === 'approved' ? 'approve' : 'reject',
        resource: 'prize-claims',
        resourceId: claimId,
        details: reason === null ? null : { reason },
      },
      async () => true,
    );
    return { claim: updated!, changed: true };
  });
}

export function prizeClaimRoutes(deps: AppDeps, auth: Auth) {
  const db = deps.database.db;

  async function tellUser(claim: typeof prizeClaims.$inferSelect): Promise<void> {
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        titleIt: prizes.titleIt,
        titleEn: prizes.titleEn,
      })
      .from(prizeClaims)
      .innerJoin(users, eq(users.id, prizeClaims.userId))
      .innerJoin(prizes, eq(prizes.id, prizeClaims.prizeId))
      .where(eq(prizeClaims.id, claim.id));
    if (!row) return;
    const lang: Language = row.locale === 'en' ? 'en' : 'it';
    const mail = prizeDecisionMail(
      { email: row.email, name: row.firstName, lang },
      {
        prize: lang === 'en' ? row.titleEn : row.titleIt,
        code: claim.status === 'approved' ? claim.code : null,
        reason: claim.status === 'rejected' ? claim.reviewNote : null,
        url: `${deps.env.publicUrl}/prizes`,
      },
    );
    deliverLater(deps.mailer, deps.logger, mail, 'prize decision');
  }

  const decision =
    (status: 'approved' | 'rejected', reasonOf: (c: Context) => Promise<string | null>) =>
    async (c: Context, { reply }: Pick<OperationIo<typeof postAdminPrizeClaimsIdApprove>, 'reply'>) => {
      const id = c.req.param('id') ?? '';
      if (!UUID.test(id)) throw new HttpError(404, 'not_found', 'errors.notFound');
      const reason = await reasonOf(c);
      const { claim, changed } = await decide(db, id, actorOf(c), status, reason);
      if (changed) await tellUser(claim);
      const [row] = await db
        .select(claimColumns())
        .from(prizeClaims)
        .innerJoin(prizes, eq(prizes.id, prizeClaims.prizeId))
        .innerJoin(users, eq(users.id, prizeClaims.userId))
        .where(eq(prizeClaims.id, id));
      return reply(200, row!);
    };

  return routesOf(
    [
      route(getAdminPrizeClaims, async (c, { reply }) => reply(200, await listClaims(db, c))),
      route(
        postAdminPrizeClaimsIdApprove,
        decision('approved', async () => null),
      ),
      route(postAdminPrizeClaimsIdReject, (c, io) =>
        decision('rejected', async () => (await io.body()).reason)(c, io),
      ),
    ],
    async (c, next) => {
      setActor(c, await requireAdmin(auth, c));
      c.header('Cache-Control', 'no-store');
      await next();
    },
  );
}
