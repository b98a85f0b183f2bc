// When each member a claimed reminder is for hears of it: at their own hour of their own day, on the next day
// that is not quiet on a quiet day, and in at most one e-mail a day.
import {
  defaultReminderAt,
  nextReminderSlot,
  snoozedUntil,
  weekdayIn,
  type ReminderPreferences,
} from '@/shared/reminder-preferences';
import { atHourOnDay, calendarDaysBetween } from '@/shared/zoned-time';
import type { ReminderRow } from './messages';

/** For a member's own moment of a default reminder, whether or not it has passed. */
const EVER = new Date(0);

/** What the batch knows of a member of the reminder. */
export interface MemberState {
  preferences(r: ReminderRow): ReminderPreferences;
  /** An e-mail allowed, or a subscribed device. */
  reachable(r: ReminderRow): boolean;
  /** Has it already, by e-mail or on a device (an earlier pass, before a wait). */
  hasIt(r: ReminderRow): boolean;
  /** Had it by e-mail already. */
  emailedIt(r: ReminderRow): boolean;
  emailAllowed(r: ReminderRow): boolean;
  /** When they last had a reminder e-mail: before this pass, or from an earlier batch of it. */
  lastEmailed(r: ReminderRow): Date | undefined;
}

export interface MembersPlan {
  /** Told now: on their devices, and by e-mail unless in `mailTomorrow`. */
  now: ReminderRow[];
  /** Already e-mailed on their day: their devices now, the e-mail with the next day's. */
  mailTomorrow: ReminderRow[];
  /** When to claim it again for the members who wait; absent when none does. */
  again?: Date;
}

/**
 * `rows` are the reminder's, one per member. In a household, a member whose own moment of a default reminder
 * (their days before the end) is still to come waits for it.
 * A member whose hour is still to come that day waits for it; on a quiet day, for the next day that is not;
 * one whose hour has passed hears at once, and so does one whose reminder fell due on an earlier day (no
 * dispatcher ran then: waiting for the hour again would tell them a day late). Whoever has it already, or cannot be reached, does not wait. A
 * member e-mailed earlier that day gets the e-mail at their hour of the next day that is not quiet, unless
 * that comes after the item's end; one who had the push and still waits for that e-mail waits for their hour.
 */
export function planMembers(rows: ReminderRow[], now: Date, member: MemberState): MembersPlan {
  const plan: MembersPlan = { now: [], mailTomorrow: [] };
  const waitUntil = (at: Date) => {
    if (!plan.again || at < plan.again) plan.again = at;
  };
  const shared = rows.length > 1;
  for (const r of rows) {
    const prefs = member.preferences(r);
    const quiet = r.quietDays !== 0 && prefs.quietDays.includes(weekdayIn(now, r.timeZone));
    const overdue = calendarDaysBetween(r.dueAt, now, r.timeZone) > 0;
    // A household's default reminder falls at the earliest member's moment: the others wait for their own.
    // One person's reminder is theirs already, whenever it was set for.
    const own = r.isDefault && shared ? defaultReminderAt(r.endDatetime, prefs, r.timeZone, EVER) : null;
    const slot =
      own && own > now
        ? own
        : quiet
          ? nextReminderSlot(now, prefs, r.timeZone)
          : overdue
            ? now
            : atHourOnDay(now, prefs.hour, r.timeZone);
    // Still owed the e-mail (its push came the day before): that waits for their hour too.
    const owed = member.hasIt(r) && member.emailAllowed(r) && !member.emailedIt(r);
    if (slot > now && member.reachable(r) && (!member.hasIt(r) || owed)) {
      waitUntil(slot);
      continue;
    }
    if (quiet) continue;
    plan.now.push(r);
    const last = member.lastEmailed(r);
    const mailedToday = last !== undefined && calendarDaysBetween(last, now, r.timeZone) === 0;
    const next = snoozedUntil(now, prefs, r.timeZone);
    // Never after the food's end, though: a second e-mail that day is better than one too late.
    if (mailedToday && member.emailAllowed(r) && !member.emailedIt(r) && next <= r.endDatetime) {
      plan.mailTomorrow.push(r);
      waitUntil(next);
    }
  }
  return plan;
}
