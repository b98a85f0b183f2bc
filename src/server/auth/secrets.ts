// A secret generated once and kept in the database, so every instance and every restart uses the same one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/** The secret called `name`; the first caller stores `initial` (by default 32 random bytes), later ones read it. */
export async function sharedSecret(
  db: Db,
  name: string,
  initial: string = randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: initial }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
