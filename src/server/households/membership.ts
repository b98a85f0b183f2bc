// A household's members as the other household modules check them: who is in which household, in what
// role, locked for the transaction; and how the members are told that their household changed.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fridgeItems, householdMembers } from '../db/schema';
import { notifyUsers } from '../events/hub';
import { HttpError } from '../http/errors';

export interface Person {
  id: string;
  isAnonymous?: boolean | null;
}

export interface Membership {
  householdId: string;
  role: 'owner' | 'member';
}

export function mustBePermanent(user: Person): void {
  if (user.isAnonymous) throw new HttpError(403, 'guest', 'errors.household.guest');
}

/**
 * Tells the household's members, and `others` (who just left it), that it changed, when the change commits:
 * their apps read it again, and the fridge with it.
 */
export async function householdChanged(tx: Db, householdId: string, others: string[] = []): Promise<void> {
  await notifyUsers(tx, [...(await memberIdsOf(tx, householdId)), ...others], { type: 'household' });
}

/** The ids of the household's members. */
export async function memberIdsOf(tx: Db, householdId: string): Promise<string[]> {
  const members = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return members.map((m) => m.userId);
}

/** The account's place in a household, locked for the rest of the transaction; null without one. */
export async function membershipOf(tx: Db, userId: string): Promise<Membership | null> {
  const [row] = await tx
    .select({ householdId: householdMembers.householdId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .for('update');
  return row ? { householdId: row.householdId, role: row.role as Membership['role'] } : null;
}

export async function mustBeMember(tx: Db, userId: string): Promise<Membership> {
  const membership = await membershipOf(tx, userId);
  if (!membership) throw new HttpError(404, 'no_household', 'errors.household.none');
  return membership;
}

export async function mustBeOwner(tx: Db, userId: string): Promise<Membership> {
  const membership = await mustBeMember(tx, userId);
  if (membership.role !== 'owner') throw new HttpError(403, 'not_owner', 'errors.household.notOwner');
  return membership;
}

/** The personal fridge's items move into the household (when the user said so on joining or making it). */
export async function bringItemsInto(tx: Db, userId: string, householdId: string): Promise<void> {
  await tx
    .update(fridgeItems)
    .set({ householdId })
    .where(and(eq(fridgeItems.userId, userId), isNull(fridgeItems.householdId)));
}
