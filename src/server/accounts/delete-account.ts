// Deleting an account removes every row of the user (SPEC §6, DECISIONS §6) and their stored files.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';

export async function deleteAccount(
  db: Db,
  storage: Storage,
  user: { id: string; email: string; imgPath: string | null },
) {
  await db.transaction(async (tx) => {
    // Sessions, accounts, fridge items and their reminders, achievements and points go with the user (cascade).
    await tx.execute(sql`delete from users where id = ${user.id}`);
    // Rows that name the e-mail address rather than the user: codes, limits, kept e-mails.
    await tx.execute(
      sql`delete from verifications where right(identifier, ${user.email.length}) = ${user.email}`,
    );
    await tx.execute(
      sql`delete from rate_limits where right(key, ${user.email.length + 1}) = ${`:${user.email}`}`,
    );
    await tx.execute(sql`delete from mail_outbox where to_address = ${user.email}`);
  });
  if (user.imgPath?.startsWith('public/')) {
    await storage.delete('public', user.imgPath.slice('public/'.length));
  }
}
