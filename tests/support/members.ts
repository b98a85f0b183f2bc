// Registered users at the level a test needs, with accounts as old as it needs.
import { eq } from 'drizzle-orm';
import { levelStart } from '../../src/shared/levels';
import { pointsLedger, users } from '../../src/server/db/schema';
import { addPoints } from '../../src/server/points/ledger';
import { signUpVerified } from './accounts';
import { browserClient, type BrowserClient } from './browser-client';
import type { TestApp } from './test-app';

export interface Member {
  client: BrowserClient;
  id: string;
  email: string;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

let n = 0;

/**
 * A registered, signed-in user. Unless `young`, the account and its points are dated two months back, so
 * its prize claims are granted at once; a young account's claims wait for a review. With `ip`, it speaks
 * from that address (for an app behind one trusted proxy).
 */
export async function member(
  t: TestApp,
  { lang = 'en', young = false, ip }: { lang?: 'en' | 'it'; young?: boolean; ip?: string } = {},
): Promise<Member> {
  const client = browserClient(t, { lang, ...(ip ? { ip } : {}) });
  const email = `member-${++n}-${Date.now()}@example.com`;
  const id = await signUpVerified(t, client, email, 'premi-del-frigo-2026');
  if (!young) {
    await t.database.db
      .update(users)
      .set({ createdAt: daysAgo(60) })
      .where(eq(users.id, id));
    await t.database.db
      .update(pointsLedger)
      .set({ createdAt: daysAgo(60) })
      .where(eq(pointsLedger.userId, id));
  }
  return { client, id, email };
}

/**
 * Brings the user to the first point of `level` through the ledger, as points earned steadily over the last
 * month would; `at` says when, for points earned in a rush.
 */
export async function reachLevel(t: TestApp, userId: string, level: number, at = daysAgo(30)): Promise<void> {
  const [row] = await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  const missing = levelStart(level) - row!.points;
  if (missing <= 0) return;
  await t.database.db.transaction((tx) =>
    addPoints(tx, { userId, reason: 'achievement', reference: `test-level-${level}`, points: missing, at }),
  );
}
