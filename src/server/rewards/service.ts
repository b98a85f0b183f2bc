// Prizes and coupons as a user sees them: prizes unlock at a level and are claimed once for a unique
// redemption code (held for an admin's review when the points look farmed); coupons show while valid to users
// whose level reaches theirs.
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { PRIZE_REVIEW, type HoldReason } from '@/shared/points';
import type { Db } from '../db/client';
import { coupons, pointsLedger, prizeClaims, prizes, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { randomCode } from '../security/random-code';

/** 12 characters of 5 bits (60 bits) in groups of 4: not guessable, easy to read out at a till. */
export function newRedemptionCode(): string {
  return randomCode(12).replace(/(.{4})(?=.)/g, '$1-');
}

export interface Localised {
  it: string;
  en: string;
}

export interface PrizeView {
  id: number;
  slug: string;
  minLevel: number;
  title: Localised;
  description: Localised;
  imageUrl: string | null;
  unlocked: boolean;
  claim: ClaimView | null;
}

export type ClaimStatus = 'held' | 'approved' | 'rejected';

/** A claim as its owner sees it: the code shows once the claim is approved. */
export interface ClaimView {
  status: ClaimStatus;
  code: string | null;
  claimedAt: string;
  /** Why it was rejected, in the admin's words (only a rejected claim has one). */
  reason: string | null;
}

function claimView(row: {
  status: string;
  code: string;
  createdAt: Date;
  reviewNote: string | null;
}): ClaimView {
  const status = row.status as ClaimStatus;
  return {
    status,
    code: status === 'approved' ? row.code : null,
    claimedAt: row.createdAt.toISOString(),
    reason: status === 'rejected' ? row.reviewNote : null,
  };
}

export interface CouponView {
  id: number;
  code: string;
  percent: number;
  minLevel: number;
  validFrom: string;
  validTo: string;
  title: Localised;
  description: Localised;
  readMoreUrl: string;
}

export interface Member {
  id: string;
  isAnonymous: boolean;
}

async function levelOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(404, 'not_found', 'errors.notFound');
  return row.level;
}

/**
 * The active prizes by level, with the user's claims; a prize the user claimed stays listed with its code
 * even after an admin retires it. Without a user, nothing is unlocked.
 */
export async function prizesFor(db: Db, userId: string | null): Promise<PrizeView[]> {
  const level = userId ? await levelOf(db, userId) : 0;
  const rows = await db
    .select({ prize: prizes, claim: prizeClaims })
    .from(prizes)
    .leftJoin(prizeClaims, and(eq(prizeClaims.prizeId, prizes.id), eq(prizeClaims.userId, userId ?? '')))
    .where(or(eq(prizes.active, true), sql`${prizeClaims.id} is not null`))
    .orderBy(asc(prizes.minLevel), asc(prizes.id));
  return rows.map(({ prize, claim }) => ({
    id: prize.id,
    slug: prize.slug,
    minLevel: prize.minLevel,
    title: { it: prize.titleIt, en: prize.titleEn },
    description: { it: prize.descriptionIt, en: prize.descriptionEn },
    imageUrl: prize.imagePath,
    unlocked: level >= prize.minLevel,
    claim: claim ? claimView(claim) : null,
  }));
}

/**
 * Why a claim should wait for a person: a young account, points earned much faster than steady use of the
 * fridge allows, or many guests taken in (PRIZE_REVIEW). Null when it may be granted at once.
 */
async function holdReason(tx: Db, userId: string, now: Date): Promise<HoldReason | null> {
  const day = 86_400_000;
  const after = (days: number) => new Date(now.getTime() - days * day);
  const [row] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const [recent] = await tx
    .select({
      points: sql<string>`coalesce(sum(${pointsLedger.points})
        filter (where ${pointsLedger.createdAt} > ${after(PRIZE_REVIEW.recentDays)}), 0)`,
      guests: sql<string>`count(*) filter (where ${pointsLedger.reason} = 'guest_merged'
        and ${pointsLedger.createdAt} > ${after(PRIZE_REVIEW.mergedGuestsDays)})`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        gt(pointsLedger.createdAt, after(Math.max(PRIZE_REVIEW.recentDays, PRIZE_REVIEW.mergedGuestsDays))),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.createdAt.getTime() < PRIZE_REVIEW.accountDays * day) return 'new_account';
  if (Number(recent?.points ?? 0) > PRIZE_REVIEW.recentPoints) return 'fast_points';
  if (Number(recent?.guests ?? 0) > PRIZE_REVIEW.mergedGuests) return 'guest_merges';
  return null;
}

/**
 * Claims a prize once: the first claim is recorded (201), a repeat returns the same claim (200), so a double
 * tap or a retried request never makes two. The claim is approved at once, or held for an admin when the
 * account is young or its points came unusually fast; its code shows once approved. Guests create their
 * account first: a prize is sent to a person.
 */
export async function claimPrize(
  db: Db,
  user: Member,
  prizeId: number,
  now = new Date(),
): Promise<ClaimView & { created: boolean }> {
  if (user.isAnonymous) throw new HttpError(403, 'guest', 'errors.prizes.guest');
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await db.transaction(async (tx) => {
      // The user's row is locked so that two claims at once are taken one after the other.
      const [me] = await tx
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!me) throw new HttpError(404, 'not_found', 'errors.notFound');
      const [existing] = await tx
        .select()
        .from(prizeClaims)
        .where(and(eq(prizeClaims.prizeId, prizeId), eq(prizeClaims.userId, user.id)));
      if (existing) return { created: false, ...claimView(existing) };
      const [prize] = await tx
        .select({ minLevel: prizes.minLevel })
        .from(prizes)
        .where(and(eq(prizes.id, prizeId), eq(prizes.active, true)));
      if (!prize) throw new HttpError(404, 'not_found', 'errors.prizes.notFound');
      if (me.level < prize.minLevel) {
        throw new HttpError(403, 'locked', 'errors.prizes.locked', { level: prize.minLevel });
      }
      const reason = await holdReason(tx, user.id, now);
      const [claim] = await tx
        .insert(prizeClaims)
        .values({
          prizeId,
          userId: user.id,
          code: newRedemptionCode(),
          status: reason ? 'held' : 'approved',
          holdReason: reason,
        })
        .onConflictDoNothing({ target: prizeClaims.code })
        .returning();
      return claim ? { created: true, ...claimView(claim) } : null;
    });
    // null: the code drawn is someone else's (one chance in 2^60 per claim); draw again.
    if (result) return result;
  }
  throw new HttpError(503, 'unavailable', 'errors.unavailable');
}

/** The coupons valid at `now` whose level the user has reached, the soonest to end first. */
export async function couponsFor(db: Db, userId: string, now = new Date()): Promise<CouponView[]> {
  const level = await levelOf(db, userId);
  const rows = await db
    .select()
    .from(coupons)
    .where(and(lte(coupons.validFrom, now), gt(coupons.validTo, now), lte(coupons.minLevel, level)))
    .orderBy(asc(coupons.validTo), asc(coupons.id));
  return rows.map(toCouponView);
}

export function toCouponView(row: typeof coupons.$inferSelect): CouponView {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    minLevel: row.minLevel,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    title: { it: row.titleIt, en: row.titleEn },
    description: { it: row.descriptionIt, en: row.descriptionEn },
    readMoreUrl: row.readMoreUrl,
  };
}
