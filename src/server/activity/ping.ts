// The daily ping: counts one login per calendar day in the user's time zone, keeps
// the streak of consecutive days, and awards login_streak. The user's row is locked, so two pings at once
// count once.
import { eq, sql } from 'drizzle-orm';
import { reachedCodes } from '@/shared/achievements';
import { wallClock } from '@/shared/zoned-time';
import { award, type Award } from '../achievements/award';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';

export interface PingResult {
  /** False when today was already counted. */
  counted: boolean;
  loginCount: number;
  loginStreak: number;
  awards: Award[];
}

/** The calendar day (yyyy-MM-dd) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

export async function ping(db: Db, userId: string, timeZone: string, now = new Date()): Promise<PingResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        loginCount: users.loginCount,
        loginStreak: users.loginStreak,
        lastPingDate: users.lastPingDate,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(401, 'unauthorized', 'errors.auth.notSignedIn');
    const today = calendarDay(now, timeZone);
    if (user.lastPingDate === today) {
      return { counted: false, loginCount: user.loginCount, loginStreak: user.loginStreak, awards: [] };
    }
    // A ping from a day before the last one (a trip west across the date line) only refreshes last_login.
    if (user.lastPingDate && user.lastPingDate > today) {
      await tx.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
      return { counted: false, loginCount: user.loginCount, loginStreak: user.loginStreak, awards: [] };
    }
    const loginStreak = user.lastPingDate === dayBefore(today) ? user.loginStreak + 1 : 1;
    const [row] = await tx
      .update(users)
      .set({ lastLogin: now, lastPingDate: today, loginStreak, loginCount: sql`${users.loginCount} + 1` })
      .where(eq(users.id, userId))
      .returning({ loginCount: users.loginCount });
    const awards = await award(tx, userId, reachedCodes('login_streak', loginStreak));
    return { counted: true, loginCount: row!.loginCount, loginStreak, awards };
  });
}
