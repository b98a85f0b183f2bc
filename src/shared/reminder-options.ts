// The custom reminder's choices (2, 5 or 10 days after the start, at 09:00 in the user's zone): which can
// still be chosen. One already past is never sent; one after the end date would remind of a food that should
// already have been eaten.
import { CUSTOM_REMINDER_DAYS, type CustomReminderDays } from './constants';
import { addCalendarDays, atHourOnDay } from './zoned-time';

/** Reminders arrive at 09:00 in the user's time zone. */
export const REMINDER_HOUR = 9;

/** The moment of the reminder `days` calendar days after `start`, at the user's hour (09:00 unless chosen). */
export function customReminderAt(start: Date, days: number, timeZone: string, hour = REMINDER_HOUR): Date {
  return atHourOnDay(addCalendarDays(start, days, timeZone), hour, timeZone);
}

/** Why a choice is not offered: its moment has passed, or it falls after the end date. */
export type ReminderUnavailable = 'past' | 'afterEnd';

export interface ReminderOption {
  days: CustomReminderDays;
  at: Date;
  unavailable: ReminderUnavailable | null;
}

export interface ReminderOptionsInput {
  start: Date;
  /** The food's shelf life with a bag, in days: the end date is that many calendar days after the start. */
  shelfLifeDays: number;
  now: Date;
  timeZone: string;
}

export function customReminderOptions({
  start,
  shelfLifeDays,
  now,
  timeZone,
}: ReminderOptionsInput): ReminderOption[] {
  return CUSTOM_REMINDER_DAYS.map((days) => {
    const at = customReminderAt(start, days, timeZone);
    const unavailable = at <= now ? 'past' : days > shelfLifeDays ? 'afterEnd' : null;
    return { days, at, unavailable };
  });
}
