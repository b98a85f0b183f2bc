// Households: the people who live together share one. An account is in one household at a time; the one
// who creates it is its owner, who invites with codes (invites.ts), removes members and may hand
// the household over. Anyone may leave: an owner who leaves hands it to the longest-standing member, and
// the last one to leave ends it. Guests cannot join or create one (their fridge is personal, as before).
import { and, asc, eq } from 'drizzle-orm';
import type { householdResponse } from '@/shared/responses/household';
import type { Sent } from '@/shared/responses/wire';
import { greetedName } from '../users/greeted-name';
import type { Db } from '../db/client';
import { fridgeItems, householdMembers, households, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { openInvites } from './invites';
import {
  bringItemsInto,
  householdChanged,
  membershipOf,
  mustBeMember,
  mustBeOwner,
  mustBePermanent,
  type Membership,
  type Person,
} from './membership';

type Household = NonNullable<Sent<typeof householdResponse>['household']>;

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
    await householdChanged(tx, household!.id);
  });
}

export async function renameHousehold(db: Db, user: Person, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await mustBeOwner(tx, user.id);
    await tx.update(households).set({ name }).where(eq(households.id, householdId));
    await householdChanged(tx, householdId);
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
  } else if (membership.role === 'owner') {
    await tx.update(householdMembers).set({ role: 'owner' }).where(eq(householdMembers.userId, next.userId));
  }
  await householdChanged(tx, membership.householdId, [userId]);
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
    await householdChanged(tx, householdId, [memberId]);
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
    await householdChanged(tx, householdId);
  });
}
