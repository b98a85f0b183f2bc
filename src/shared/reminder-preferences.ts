// Reminder preferences (docs/product.md#reminder-preferences): the hour reminders arrive, how many days before
// the end the default one comes, the days of the week they never come, and one push for everything due
// together. When each reminder falls follows from them here, for the server and the screens alike.
import { addCalendarDays, atHourOnDay, startOfNextDay, wallClock } from './zoned-time';

export const REMINDER_DAYS_BEFORE = [0, 1, 2, 3] as const;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Reminders sent for an item already past its end, at most (later ones are closed unsent). */
export const MAX_REMINDERS_PAST_END = 2;

export interface ReminderPreferences {
  /** 0–23, in the user's time zone. */
  hour: number;
  daysBefore: (typeof REMINDER_DAYS_BEFORE)[number];
  /** The days no reminder comes; never all seven. */
  quietDays: Weekday[];
  /** One push for all the items due together instead of one per item. */
  pushDigest: boolean;
}

export const DEFAULT_REMINDER_PREFERENCES: ReminderPreferences = {
  hour: 9,
  daysBefore: 0,
  quietDays: [],
  pushDigest: false,
};

/** The quiet days as stored: bit 0 Monday … bit 6 Sunday. */
export function quietDaysMask(days: readonly Weekday[]): number {
  return days.reduce((mask, d) => mask | (1 << (d - 1)), 0);
}

export function quietDaysOf(mask: number): Weekday[] {
  return WEEKDAYS.filter((d) => (mask & (1 << (d - 1))) !== 0);
}

/** The ISO weekday `instant` falls on in `timeZone`. */
export function weekdayIn(instant: Date, timeZone: string): Weekday {
  const { year, month, day } = wallClock(instant, timeZone);
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

const quiet = (instant: Date, prefs: ReminderPreferences, timeZone: string) =>
  prefs.quietDays.includes(weekdayIn(instant, timeZone));

/**
 * The default reminder of an item ending at `end`: at the user's hour, `daysBefore` days before the end, or
 * the first later day that is not quiet and not yet past; failing those, the last day before that is not
 * quiet. Null when every such moment has passed (the reminder is then closed unsent).
 */
export function defaultReminderAt(
  end: Date,
  prefs: ReminderPreferences,
  timeZone: string,
  now: Date,
): Date | null {
  for (let before = prefs.daysBefore; before >= 0; before--) {
    const at = atHourOnDay(addCalendarDays(end, -before, timeZone), prefs.hour, timeZone);
    if (at > now && !quiet(at, prefs, timeZone)) return at;
  }
  // Every day asked for is quiet: the nearest earlier day that is not (a week holds one).
  for (let before = prefs.daysBefore + 1; before <= prefs.daysBefore + 7; before++) {
    const at = atHourOnDay(addCalendarDays(end, -before, timeZone), prefs.hour, timeZone);
    if (at <= now) break;
    if (!quiet(at, prefs, timeZone)) return at;
  }
  return null;
}

/** The first moment after `after` at the user's hour on a day that is not quiet: a snooze, a postponement. */
export function nextReminderSlot(after: Date, prefs: ReminderPreferences, timeZone: string): Date {
  for (let days = 0; days <= 8; days++) {
    const at = atHourOnDay(addCalendarDays(after, days, timeZone), prefs.hour, timeZone);
    if (at > after && !quiet(at, prefs, timeZone)) return at;
  }
  // Unreachable with at least one day that is not quiet; the day after at the hour, to be safe.
  return atHourOnDay(addCalendarDays(after, 1, timeZone), prefs.hour, timeZone);
}

/** "Remind me tomorrow": the next slot from tomorrow's start on. */
export function snoozedUntil(now: Date, prefs: ReminderPreferences, timeZone: string): Date {
  const tomorrowMidnight = startOfNextDay(now, timeZone);
  return nextReminderSlot(new Date(tomorrowMidnight.getTime() - 1), prefs, timeZone);
}
