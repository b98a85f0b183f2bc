// Households: the people who live together share one. An account is in one household at a time; the one
// who creates it is its owner, who invites with codes (expiring, revocable), removes members and may hand
// the household over. Anyone may leave: an owner who leaves hands it to the longest-standing member, and
// the last one to leave ends it. Guests cannot join or create one (their fridge is personal, as before).
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_MAX_OPEN_INVITES } from '@/shared/constants';
import type { householdInviteResponse, householdResponse } from '@/shared/responses/household';
import type { Sent } from '@/shared/responses/wire';
import { greetedName } from '../accounts/greeted-name';
import type { Db } from '../db/client';
import { fridgeItems, householdInvites, householdMembers, households, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { normaliseCode, randomCode } from '../security/random-code';

const DAY_MS = 24 * 3600 * 1000;
const CODE_LENGTH = 8;

export interface Person {
  id: string;
  isAnonymous?: boolean | null;
}

type Household = NonNullable<Sent<typeof householdResponse>['household']>;
type HouseholdInvite = Sent<typeof householdInviteResponse>;

interface Membership {
  householdId: string;
  role: 'owner' | 'member';
}

function mustBePermanent(user: Person): void {
  if (user.isAnonymous) throw new HttpError(403, 'guest', 'errors.household.guest');
}

function codeField(messageKey: string): HttpError {
  return new HttpError(422, 'validation_failed', 'errors.validation', {}, [{ field: 'code', messageKey }]);
}

/** The account's place in a household, locked for the rest of the transaction; null without one. */
async function membershipOf(tx: Db, userId: string): Promise<Membership | null> {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .for('update');
  return row ? { householdId: row.householdId, role: row.role as Membership['role'] } : null;
}

async function mustBeMember(tx: Db, userId: string): Promise<Membership> {
  const membership = await membershipOf(tx, userId);
  if (!membership) throw new HttpError(404, 'no_household', 'errors.household.none');
  return membership;
}

async function mustBeOwner(tx: Db, userId: string): Promise<Membership> {
  const membership = await mustBeMember(tx, userId);
  if (membership.role !== 'owner') throw new HttpError(403, 'not_owner', 'errors.household.notOwner');
  return membership;
}

/** The household as its member `userId` sees it; the open codes only for its owner. */
export async function householdOf(db: Db, userId: string, now = new Date()): Promise<Household | null> {
  const [mine] = await db
    .select({ id: households.id, name: households.name, role: householdMembers.role })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(eq(householdMembers.userId, userId));
  if (!mine) return null;
  const members = await db
    .select({
      id: users.id,
      name: greetedName(),
      role: householdMembers.role,
      joinedAt: householdMembers.joinedAt,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, mine.id))
    .orderBy(asc(householdMembers.joinedAt), asc(users.id));
  const role = mine.role as Membership['role'];
  return {
    id: mine.id,
    name: mine.name,
    role,
    members: members.map((m) => ({ ...m, role: m.role as Membership['role'] })),
    invites: role === 'owner' ? await openInvites(db, mine.id, now) : [],
  };
}

function openInvites(db: Db, householdId: string, now: Date): Promise<HouseholdInvite[]> {
  return db
    .select({
      id: householdInvites.id,
      code: householdInvites.code,
      expiresAt: householdInvites.expiresAt,
      createdAt: householdInvites.createdAt,
    })
    .from(householdInvites)
    .where(
      and(
        eq(householdInvites.householdId, householdId),
        isNull(householdInvites.revokedAt),
        gt(householdInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(householdInvites.createdAt), asc(householdInvites.id));
}

/** The personal fridge's items move into the household (when the user said so on joining or making it). */
async function bringItemsInto(tx: Db, userId: string, householdId: string): Promise<void> {
  await tx
    .update(fridgeItems)
    .set({ householdId })
    .where(and(eq(fridgeItems.userId, userId), isNull(fridgeItems.householdId)));
}

export async function createHousehold(
  db: Db,
  user: Person,
  { name, bringItems }: { name: string; bringItems: boolean },
): Promise<void> {
  mustBePermanent(user);
  await db.transaction(async (tx) => {
    if (await membershipOf(tx, user.id)) {
      throw new HttpError(409, 'already_member', 'errors.household.already');
    }
    const [household] = await tx.insert(households).values({ name }).returning({ id: households.id });
    // The account is the key of the members' table: a second household made at the same moment fails here.
    await tx.insert(householdMembers).values({ userId: user.id, householdId: household!.id, role: 'owner' });
    if (bringItems) await bringItemsInto(tx, user.id, household!.id);
  });
}

export async function renameHousehold(db: Db, user: Person, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    await tx.update(households).set({ name }).where(eq(households.id, householdId));
  });
}

/** A new code to join the owner's household, valid for HOUSEHOLD_INVITE_DAYS. */
export async function createInvite(db: Db, user: Person, now = new Date()): Promise<HouseholdInvite> {
  return db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    const open = await openInvites(tx, householdId, now);
    if (open.length >= HOUSEHOLD_MAX_OPEN_INVITES) {
      throw new HttpError(409, 'too_many_invites', 'errors.household.tooManyInvites', {
        max: HOUSEHOLD_MAX_OPEN_INVITES,
      });
    }
    const expiresAt = new Date(now.getTime() + HOUSEHOLD_INVITE_DAYS * DAY_MS);
    // A clash with another household's code (rare) draws again; the unique index decides.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [invite] = await tx
        .insert(householdInvites)
        .values({ householdId, code: randomCode(CODE_LENGTH), createdBy: user.id, expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning({
          id: householdInvites.id,
          code: householdInvites.code,
          expiresAt: householdInvites.expiresAt,
          createdAt: householdInvites.createdAt,
        });
      if (invite) return invite;
    }
    throw new HttpError(503, 'unavailable', 'errors.unavailable');
  });
}

/** The code stops working at once. A code of another household is not found. */
export async function revokeInvite(db: Db, user: Person, inviteId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    const [revoked] = await tx
      .update(householdInvites)
      .set({ revokedAt: sql`coalesce(${householdInvites.revokedAt}, ${now})` })
      .where(and(eq(householdInvites.id, inviteId), eq(householdInvites.householdId, householdId)))
      .returning({ id: householdInvites.id });
    if (!revoked) throw new HttpError(404, 'not_found', 'errors.notFound');
  });
}

export async function joinHousehold(
  db: Db,
  user: Person,
  { code: input, bringItems }: { code: string; bringItems: boolean },
  now = new Date(),
): Promise<void> {
  mustBePermanent(user);
  const code = normaliseCode(input);
  await db.transaction(async (tx) => {
    if (await membershipOf(tx, user.id)) {
      throw new HttpError(409, 'already_member', 'errors.household.already');
    }
    const [invite] = await tx
      .select({
        householdId: householdInvites.householdId,
        expiresAt: householdInvites.expiresAt,
        revokedAt: householdInvites.revokedAt,
      })
      .from(householdInvites)
      .where(eq(householdInvites.code, code));
    if (!invite) throw codeField('errors.household.unknownCode');
    if (invite.revokedAt) throw codeField('errors.household.revokedCode');
    if (invite.expiresAt <= now) throw codeField('errors.household.expiredCode');
    // The household is locked while it is counted, so two people cannot both take its last place.
    await tx
      .select({ id: households.id })
      .from(households)
      .where(eq(households.id, invite.householdId))
      .for('update');
    const [{ members } = { members: 0 }] = await tx
      .select({ members: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, invite.householdId));
    if (members >= HOUSEHOLD_MAX_MEMBERS) {
      throw new HttpError(409, 'household_full', 'errors.household.full', { max: HOUSEHOLD_MAX_MEMBERS });
    }
    await tx
      .insert(householdMembers)
      .values({ userId: user.id, householdId: invite.householdId, role: 'member', joinedAt: now });
    if (bringItems) await bringItemsInto(tx, user.id, invite.householdId);
  });
}

/**
 * The account leaves its household, whose items stay there: an owner hands it to the longest-standing
 * member. The last one to leave ends it (with its codes) and takes its items into their own fridge, so
 * nothing recorded is lost. Also part of deleting an account (whose own items then go with it).
 */
export async function leaveHousehold(tx: Db, userId: string): Promise<void> {
  const membership = await membershipOf(tx, userId);
  if (!membership) return;
  await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
  const [next] = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, membership.householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId))
    .limit(1)
    .for('update');
  if (!next) {
    await tx
      .update(fridgeItems)
      .set({ householdId: null, userId })
      .where(eq(fridgeItems.householdId, membership.householdId));
    await tx.delete(households).where(eq(households.id, membership.householdId));
    return;
  }
  if (membership.role === 'owner') {
    await tx.update(householdMembers).set({ role: 'owner' }).where(eq(householdMembers.userId, next.userId));
  }
}

export async function leave(db: Db, user: Person): Promise<void> {
  await db.transaction(async (tx) => {
    await mustBeMember(tx, user.id);
    await leaveHousehold(tx, user.id);
  });
}

/** The owner removes someone else from the household (leaving is how one removes oneself). */
export async function removeMember(db: Db, user: Person, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    if (memberId === user.id) throw new HttpError(409, 'self', 'errors.household.self');
    const [removed] = await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.userId, memberId), eq(householdMembers.householdId, householdId)))
      .returning({ userId: householdMembers.userId });
    if (!removed) throw new HttpError(404, 'not_member', 'errors.household.notMember');
  });
}

/** The owner makes another member the owner, and stays as a member. */
export async function handOver(db: Db, user: Person, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    if (memberId === user.id) throw new HttpError(409, 'self', 'errors.household.self');
    const [member] = await tx
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(and(eq(householdMembers.userId, memberId), eq(householdMembers.householdId, householdId)))
      .for('update');
    if (!member) throw new HttpError(404, 'not_member', 'errors.household.notMember');
    // The one-owner index holds at every statement: the owner steps down first.
    await tx.update(householdMembers).set({ role: 'member' }).where(eq(householdMembers.userId, user.id));
    await tx.update(householdMembers).set({ role: 'owner' }).where(eq(householdMembers.userId, memberId));
  });
}
