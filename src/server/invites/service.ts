// Invites: every permanent account has an 8-character code (no 0/O/1/I); a permanent account
// may enter someone else's code once. The inviter's invites_count rises and people_invited is awarded.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { reachedCodes } from '@/shared/achievements';
import { award } from '../achievements/award';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { normaliseCode, randomCode } from '../security/random-code';

export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  return randomCode(INVITE_CODE_LENGTH);
}

interface Member {
  id: string;
  isAnonymous: boolean;
}

function mustBePermanent(user: Member): void {
  if (user.isAnonymous) throw new HttpError(403, 'guest', 'errors.invites.guest');
}

/** The user's code, made on first use (a clash with another's code, rare, draws again). */
export async function inviteCodeOf(db: Db, user: Member): Promise<{ code: string; invitesCount: number }> {
  mustBePermanent(user);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .select({ code: users.inviteCode, invitesCount: users.invitesCount })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row) throw new HttpError(404, 'not_found', 'errors.notFound');
    if (row.code) return { code: row.code, invitesCount: row.invitesCount };
    try {
      await db
        .update(users)
        .set({ inviteCode: newInviteCode() })
        .where(and(eq(users.id, user.id), isNull(users.inviteCode)));
    } catch {
      // The unique index refused a code someone else has: draw another.
    }
  }
  throw new HttpError(503, 'unavailable', 'errors.unavailable');
}

export async function acceptInvite(db: Db, user: Member, input: string): Promise<void> {
  mustBePermanent(user);
  const code = normaliseCode(input);
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ invitedById: users.invitedById, inviteCode: users.inviteCode })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!me) throw new HttpError(404, 'not_found', 'errors.notFound');
    if (me.invitedById) throw new HttpError(409, 'already_invited', 'errors.invites.already');
    const [inviter] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.inviteCode, code), eq(users.isAnonymous, false)));
    if (!inviter) {
      throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
        { field: 'code', messageKey: 'errors.invites.unknown' },
      ]);
    }
    if (inviter.id === user.id) {
      throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
        { field: 'code', messageKey: 'errors.invites.own' },
      ]);
    }
    await tx.update(users).set({ invitedById: inviter.id }).where(eq(users.id, user.id));
    const [counted] = await tx
      .update(users)
      .set({ invitesCount: sql`${users.invitesCount} + 1` })
      .where(eq(users.id, inviter.id))
      .returning({ invitesCount: users.invitesCount });
    await award(tx, inviter.id, reachedCodes('people_invited', counted!.invitesCount));
  });
}
