// The codes that let someone into a household: made by its owner, valid for HOUSEHOLD_INVITE_DAYS,
// revocable, and used to join it (while it has room).
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { HOUSEHOLD_INVITE_DAYS, HOUSEHOLD_MAX_MEMBERS, HOUSEHOLD_MAX_OPEN_INVITES } from '@/shared/constants';
import type { householdInviteResponse } from '@/shared/responses/household';
import type { Sent } from '@/shared/responses/wire';
import type { Db } from '../db/client';
import { fridgeItems, householdInvites, householdMembers, households } from '../db/schema';
import { notifyUsers } from '../events/hub';
import { HttpError } from '../http/errors';
import { moveDefaultReminders } from '../reminders/preferences';
import { normaliseCode, randomCode } from '../security/random-code';
import {
  bringItemsInto,
  householdChanged,
  membershipOf,
  mustBeOwner,
  mustBePermanent,
  type Person,
} from './membership';

const DAY_MS = 24 * 3600 * 1000;
const CODE_LENGTH = 8;

type HouseholdInvite = Sent<typeof householdInviteResponse>;

/**
 * A code that lets nobody in, whether unknown, revoked or expired: one answer for all, so that trying codes
 * tells nothing about them (code-guessing.ts counts these).
 */
export class WrongCode extends HttpError {
  constructor() {
    super(422, 'validation_failed', 'errors.validation', {}, [
      { field: 'code', messageKey: 'errors.household.wrongCode' },
    ]);
  }
}

/** The household's codes that still work, oldest first. */
export function openInvites(db: Db, householdId: string, now: Date): Promise<HouseholdInvite[]> {
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
      if (invite) {
        // Codes are the owner's to see: their other devices list the new one.
        await notifyUsers(tx, [user.id], { type: 'household' });
        return invite;
      }
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
    await notifyUsers(tx, [user.id], { type: 'household' });
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
    if (!invite || invite.revokedAt || invite.expiresAt <= now) throw new WrongCode();
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
    // The newcomer may want the household's food reminded of earlier than the others.
    await moveDefaultReminders(tx, eq(fridgeItems.householdId, invite.householdId), now);
    await householdChanged(tx, invite.householdId);
  });
}
