// GET /api/admin/accounts?email=: an account found by its exact address, with its points ledger, for an admin
// judging a held prize claim (how the points came). A read: not in the audit list.
import { desc, eq } from 'drizzle-orm';
import type { adminAccountResponse } from '@/shared/responses/admin';
import type { Sent } from '@/shared/responses/wire';
import { emailField } from '@/shared/schemas/auth';
import type { Db } from '../db/client';
import { pointsLedger, users } from '../db/schema';
import { HttpError } from '../http/errors';

/** The newest ledger entries shown. */
export const LEDGER_ENTRIES = 100;

export async function accountByEmail(
  db: Db,
  rawEmail: string | undefined,
): Promise<Sent<typeof adminAccountResponse>> {
  const parsed = emailField.safeParse(rawEmail ?? '');
  if (!parsed.success) {
    throw new HttpError(422, 'validation_failed', 'errors.validation', {}, [
      { field: 'email', messageKey: parsed.error.issues[0]?.message ?? 'validation.emailInvalid' },
    ]);
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      banned: users.banned,
      points: users.points,
      level: users.level,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.email, parsed.data));
  if (!user) throw new HttpError(404, 'not_found', 'errors.admin.accountNotFound');
  const ledger = await db
    .select({
      reason: pointsLedger.reason,
      reference: pointsLedger.reference,
      points: pointsLedger.points,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, user.id))
    .orderBy(desc(pointsLedger.createdAt))
    .limit(LEDGER_ENTRIES);
  return { ...user, ledger };
}
