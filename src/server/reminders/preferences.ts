// The user's reminder preferences: read, and saved with every reminder still to come moved to match (the
// default one to its new day and hour, the others to the new hour on their own day). Quiet days are also
// kept by the dispatcher, which postpones what falls due on one.
import { and, eq, gt, or, isNull, lte } from 'drizzle-orm';
import {
  defaultReminderAt,
  quietDaysMask,
  quietDaysOf,
  type ReminderPreferences,
} from '@/shared/reminder-preferences';
import { atHourOnDay } from '@/shared/zoned-time';
import type { Db } from '../db/client';
import { fridgeItems, fridgeItemsReminders, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { forgetDeliveries } from './queue';

interface PreferenceColumns {
  reminderHour: number;
  reminderDaysBefore: number;
  quietDays: number;
  pushDigest: boolean;
}

export const preferenceColumns = {
  reminderHour: users.reminderHour,
  reminderDaysBefore: users.reminderDaysBefore,
  quietDays: users.quietDays,
  pushDigest: users.pushDigest,
};

export function preferencesOf(row: PreferenceColumns): ReminderPreferences {
  return {
    hour: row.reminderHour,
    daysBefore: row.reminderDaysBefore as ReminderPreferences['daysBefore'],
    quietDays: quietDaysOf(row.quietDays),
    pushDigest: row.pushDigest,
  };
}

export async function reminderPreferences(db: Db, userId: string): Promise<ReminderPreferences> {
  const [row] = await db.select(preferenceColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new HttpError(404, 'not_found', 'errors.notFound');
  return preferencesOf(row);
}

/** Saves the preferences and moves the user's reminders still to come to match them. */
export async function saveReminderPreferences(
  db: Db,
  userId: string,
  prefs: ReminderPreferences,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        reminderHour: prefs.hour,
        reminderDaysBefore: prefs.daysBefore,
        quietDays: quietDaysMask(prefs.quietDays),
        pushDigest: prefs.pushDigest,
      })
      .where(eq(users.id, userId))
      .returning({ timeZone: users.timeZone });
    if (!user) throw new HttpError(404, 'not_found', 'errors.notFound');
    const coming = await tx
      .select({
        id: fridgeItemsReminders.id,
        at: fridgeItemsReminders.reminderDatetime,
        isDefault: fridgeItemsReminders.isDefault,
        end: fridgeItems.endDatetime,
      })
      .from(fridgeItemsReminders)
      .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
      .where(
        and(
          eq(fridgeItems.userId, userId),
          eq(fridgeItems.state, 'stored'),
          eq(fridgeItemsReminders.reminded, false),
          gt(fridgeItemsReminders.reminderDatetime, now),
          // Not while a dispatcher holds it: it is being sent.
          or(isNull(fridgeItemsReminders.leaseUntil), lte(fridgeItemsReminders.leaseUntil, now)),
        ),
      )
      .for('update', { of: fridgeItemsReminders });
    const moved: string[] = [];
    for (const r of coming) {
      const at = r.isDefault
        ? defaultReminderAt(r.end, prefs, user.timeZone, now)
        : atHourOnDay(r.at, prefs.hour, user.timeZone);
      if (!at || at <= now || at.getTime() === r.at.getTime()) continue;
      await tx
        .update(fridgeItemsReminders)
        .set({ reminderDatetime: at })
        .where(eq(fridgeItemsReminders.id, r.id));
      moved.push(r.id);
    }
    await forgetDeliveries(tx, moved);
  });
}
