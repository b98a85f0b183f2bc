// The user's reminder preferences: read, and saved with every reminder still to come moved to match (the
// default one to its new day and hour, the others to the new hour on their own day). An item's default
// reminder falls at the earliest moment its fridge's people chose (a household's members each choose).
// Quiet days are also kept by the dispatcher, which postpones what falls due on one.
import { and, eq, gt, or, isNull, lte, type SQL } from 'drizzle-orm';
import {
  defaultReminderAt,
  quietDaysMask,
  quietDaysOf,
  type ReminderPreferences,
} from '@/shared/reminder-preferences';
import { atHourOnDay } from '@/shared/zoned-time';
import type { Db } from '../db/client';
import { fridgeItems, fridgeItemsReminders, householdMembers, users } from '../db/schema';
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

/** What decides an item's default reminder: the preferences and zone of each person its fridge is for. */
interface Decider {
  prefs: ReminderPreferences;
  timeZone: string;
}

/** Its household's members, or the user alone for an item of a personal fridge. */
async function decidersOf(
  db: Db,
  item: { userId: string | null; householdId: string | null },
): Promise<Decider[]> {
  if (!item.householdId && !item.userId) return [];
  const columns = { ...preferenceColumns, timeZone: users.timeZone };
  const rows = item.householdId
    ? await db
        .select(columns)
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(eq(householdMembers.householdId, item.householdId))
    : await db.select(columns).from(users).where(eq(users.id, item.userId!));
  return rows.map((row) => ({ prefs: preferencesOf(row), timeZone: row.timeZone }));
}

/**
 * The default reminder of an item ending at `end`: the earliest of the moments each person its fridge is for
 * chose (their hour, their days before the end, off their quiet days), so that nobody hears late; the
 * dispatcher holds it for the others until their own (members-day.ts). Null when every moment has passed.
 */
export async function defaultReminderFor(
  db: Db,
  item: { userId: string | null; householdId: string | null },
  end: Date,
  now: Date,
): Promise<Date | null> {
  const moments = (await decidersOf(db, item))
    .map((d) => defaultReminderAt(end, d.prefs, d.timeZone, now))
    .filter((at): at is Date => at !== null);
  return moments.length ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
}

/**
 * Moves the default reminders still to come of the stored items matching `items` to what their fridges'
 * people now choose (one of them changed their preferences, or joined). Returns the reminders moved.
 */
export async function moveDefaultReminders(db: Db, items: SQL, now: Date): Promise<string[]> {
  const coming = await db
    .select({
      id: fridgeItemsReminders.id,
      at: fridgeItemsReminders.reminderDatetime,
      end: fridgeItems.endDatetime,
      userId: fridgeItems.userId,
      householdId: fridgeItems.householdId,
    })
    .from(fridgeItemsReminders)
    .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
    .where(and(items, eq(fridgeItemsReminders.isDefault, true), stillToCome(now)))
    .for('update', { of: fridgeItemsReminders });
  const moved: string[] = [];
  for (const r of coming) {
    const at = await defaultReminderFor(db, r, r.end, now);
    if (!at || at <= now || at.getTime() === r.at.getTime()) continue;
    await db
      .update(fridgeItemsReminders)
      .set({ reminderDatetime: at })
      .where(eq(fridgeItemsReminders.id, r.id));
    moved.push(r.id);
  }
  await forgetDeliveries(db, moved);
  return moved;
}

/** A reminder of a stored item not yet sent and still to come, which no dispatcher holds (it is being sent). */
function stillToCome(now: Date): SQL {
  return and(
    eq(fridgeItems.state, 'stored'),
    eq(fridgeItemsReminders.reminded, false),
    gt(fridgeItemsReminders.reminderDatetime, now),
    or(isNull(fridgeItemsReminders.leaseUntil), lte(fridgeItemsReminders.leaseUntil, now)),
  )!;
}

/**
 * Saves the preferences and moves the reminders still to come to match them: the default ones of every item
 * of the user's fridge (its household's, and its own), the others of the items the user added to their hour.
 */
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
    const [membership] = await tx
      .select({ householdId: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    const mine = and(eq(fridgeItems.userId, userId), isNull(fridgeItems.householdId))!;
    await moveDefaultReminders(
      tx,
      membership ? or(mine, eq(fridgeItems.householdId, membership.householdId))! : mine,
      now,
    );
    const others = await tx
      .select({ id: fridgeItemsReminders.id, at: fridgeItemsReminders.reminderDatetime })
      .from(fridgeItemsReminders)
      .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
      .where(and(eq(fridgeItems.userId, userId), eq(fridgeItemsReminders.isDefault, false), stillToCome(now)))
      .for('update', { of: fridgeItemsReminders });
    const moved: string[] = [];
    for (const r of others) {
      const at = atHourOnDay(r.at, prefs.hour, user.timeZone);
      if (at <= now || at.getTime() === r.at.getTime()) continue;
      await tx
        .update(fridgeItemsReminders)
        .set({ reminderDatetime: at })
        .where(eq(fridgeItemsReminders.id, r.id));
      moved.push(r.id);
    }
    await forgetDeliveries(tx, moved);
  });
}
