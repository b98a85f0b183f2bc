// An item's reminders besides the default one made with it: the custom one added later, "remind me tomorrow",
// and removing a custom one. Scoped to the account's fridge (its household's, or its own), as every fridge
// change (scope.ts).
import { and, eq, sql } from 'drizzle-orm';
import { customReminderAt } from '@/shared/reminder-options';
import { MAX_REMINDERS_PAST_END, snoozedUntil } from '@/shared/reminder-preferences';
import type { CustomReminderDays } from '@/shared/schemas/fridge';
import type { Db } from '../db/client';
import { fridgeItems, fridgeItemsReminders } from '../db/schema';
import { HttpError } from '../http/errors';
import { reminderPreferences } from '../reminders/preferences';
import { itemsOf, scopeOf, type Actor } from './scope';
import { forgetDeliveries } from '../reminders/queue';
import { notFound, pastReminder, type Owner } from './service';

export async function addCustomReminder(
  db: Db,
  owner: Owner,
  id: string,
  days: CustomReminderDays,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const scope = await scopeOf(tx, owner, { hold: true });
    const [item] = await tx
      .select()
      .from(fridgeItems)
      .where(and(eq(fridgeItems.id, id), itemsOf(scope)));
    if (!item) throw notFound();
    if (item.state !== 'stored') throw new HttpError(409, 'invalid_transition', 'errors.fridge.notStored');
    const existing = await tx
      .select({ id: fridgeItemsReminders.id })
      .from(fridgeItemsReminders)
      .where(
        and(
          eq(fridgeItemsReminders.fridgeItemId, id),
          eq(fridgeItemsReminders.isDefault, false),
          eq(fridgeItemsReminders.isSnooze, false),
        ),
      );
    if (existing.length > 0) throw new HttpError(409, 'custom_reminder_exists', 'errors.fridge.oneCustom');
    const { hour } = await reminderPreferences(tx, owner.id);
    const at = customReminderAt(item.startDatetime, days, owner.timeZone, hour);
    await tx
      .insert(fridgeItemsReminders)
      .values({ fridgeItemId: id, reminderDatetime: at, isDefault: false, ...pastReminder(at, now) });
  });
}

/**
 * "Remind me tomorrow": one reminder at the user's hour on the next day that is not quiet. An item has one
 * such reminder waiting at most: snoozing again moves it, never adds a second. Refused for an item no longer
 * stored, or past its end once it has had its reminders past the end.
 */
export async function snoozeItem(db: Db, owner: Owner, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const scope = await scopeOf(tx, owner, { hold: true });
    const [item] = await tx
      .select()
      .from(fridgeItems)
      .where(and(eq(fridgeItems.id, id), itemsOf(scope)))
      .for('update');
    if (!item) throw notFound();
    if (item.state !== 'stored') throw new HttpError(409, 'invalid_transition', 'errors.fridge.notStored');
    const [{ afterEnd } = { afterEnd: 0 }] = await tx
      .select({ afterEnd: sql<number>`count(*)::int` })
      .from(fridgeItemsReminders)
      .where(
        and(
          eq(fridgeItemsReminders.fridgeItemId, id),
          eq(fridgeItemsReminders.outcome, 'sent'),
          sql`${fridgeItemsReminders.remindedAt} > ${item.endDatetime.toISOString()}::timestamptz`,
        ),
      );
    if (afterEnd >= MAX_REMINDERS_PAST_END) {
      throw new HttpError(409, 'enough_reminders', 'errors.fridge.enoughReminders');
    }
    const at = snoozedUntil(now, await reminderPreferences(tx, owner.id), owner.timeZone);
    const waiting = and(
      eq(fridgeItemsReminders.fridgeItemId, id),
      eq(fridgeItemsReminders.isSnooze, true),
      eq(fridgeItemsReminders.reminded, false),
    );
    const [moved] = await tx
      .update(fridgeItemsReminders)
      .set({ reminderDatetime: at, attempts: 0, nextAttemptAt: null })
      .where(waiting)
      .returning({ id: fridgeItemsReminders.id });
    if (moved) await forgetDeliveries(tx, [moved.id]);
    else {
      await tx
        .insert(fridgeItemsReminders)
        .values({ fridgeItemId: id, reminderDatetime: at, isDefault: false, isSnooze: true });
    }
  });
}

export async function deleteReminder(db: Db, owner: Actor, reminderId: string) {
  const [row] = await db
    .select({ reminder: fridgeItemsReminders })
    .from(fridgeItemsReminders)
    .innerJoin(fridgeItems, eq(fridgeItems.id, fridgeItemsReminders.fridgeItemId))
    .where(and(eq(fridgeItemsReminders.id, reminderId), itemsOf(await scopeOf(db, owner))));
  if (!row) throw notFound();
  if (row.reminder.isDefault) throw new HttpError(409, 'default_reminder', 'errors.fridge.customOnly');
  await db.delete(fridgeItemsReminders).where(eq(fridgeItemsReminders.id, reminderId));
}
