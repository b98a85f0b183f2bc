// Makes an account an admin (the first admin comes from the command line: docs/product.md#accounts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type GrantResult = 'granted' | 'already' | 'not_found' | 'guest';

export async function grantAdmin(db: Db, email: string): Promise<GrantResult> {
  const [user] = await db
    .select({ id: users.id, role: users.role, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return 'not_found';
  if (user.isAnonymous) return 'guest';
  if (user.role === 'admin') return 'already';
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return 'granted';
}
