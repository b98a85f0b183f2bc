// Deleting an account removes every row of the user and their stored files (picture, kept e-mails). Rows kept by address rather
// than by user (codes, limits, failures, kept e-mails) are matched exactly: never another address that
// merely ends the same way (b@example.com is not bob@example.com).
import { and, eq, not, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { USER_TABLES } from '../db/user-data';
import { leaveHousehold } from '../households/service';
import { deleteOutboxFiles } from '../mail/outbox';
import type { Storage } from '../storage/storage';

/** The auth library's one-time codes name the address after their purpose. */
const CODE_PURPOSES = ['email-verification', 'sign-in', 'forget-password'];

export async function deleteAccount(
  db: Db,
  files: { storage: Storage; dataDir: string },
  user: { id: string; email: string; imgPath: string | null },
) {
  const { id, email } = user;
  const codes = CODE_PURPOSES.map((purpose) => `${purpose}-otp-${email}`);
  const mails = await db.transaction(async (tx) => {
    // The household goes on without the account (handed over when it was the owner's), or ends with it.
    await leaveHousehold(tx, id);
    // Every declared table of the user's rows, then the user (each reference also cascades, should one be
    // missed; rows others share only lose the user); an item's reminders and their sending records go with
    // the item.
    for (const { table, user, shared } of USER_TABLES) {
      await tx.delete(table).where(shared ? and(eq(user, id), not(shared)) : eq(user, id));
    }
    await tx.execute(sql`delete from users where id = ${id}`);
    await tx.execute(sql`delete from verifications
      where identifier in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})
        or left(identifier, ${`change-email-otp-${id}:`.length}) = ${`change-email-otp-${id}:`}
        or (left(identifier, 15) = 'reset-password:' and value = ${id})`);
    // Limits are kept under "<kind>:<address or user id>".
    await tx.execute(sql`delete from rate_limits
      where substr(key, strpos(key, ':') + 1) in (${email}, ${id})`);
    // Failures are counted by address (passwords, codes) or by user id (household codes).
    await tx.execute(sql`delete from auth_failures where subject in (${email}, ${id})`);
    return rowsOf<{ id: string }>(
      await tx.execute(sql`delete from mail_outbox where to_address = ${email} returning id::text`),
    );
  });
  // The kept e-mails' files (name, address, codes) go with their rows.
  await deleteOutboxFiles(
    files.dataDir,
    mails.map((m) => m.id),
  );
  if (user.imgPath?.startsWith('public/')) {
    await files.storage.delete('public', user.imgPath.slice('public/'.length));
  }
}
