// How far a food is through its time in the fridge, and what the tile shows (docs/product.md#freshness).
import { calendarDaysBetween } from './zoned-time';

const DAY_MS = 86_400_000;
/**
 * An end at least this far ahead is two calendar days away or more in any zone: the clocks move by at most two
 * hours, so the wall clock has moved on at least 48 hours.
 */
const NEAR_END_MS = 50 * 3_600_000;

/** Share of the time from start to end that has passed, 0-100: 0 before the start, 100 after the end. */
export function progressPercent(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (now.getTime() <= start.getTime()) return 0;
  // Past the start, an end at or before it is behind `now` too: the division below is by more than 0.
  if (now.getTime() >= end.getTime()) return 100;
  return ((now.getTime() - start.getTime()) / total) * 100;
}

export type ProgressColour = 'green' | 'yellow' | 'red';

/** Green below 50 %, yellow below 80 %, red from 80 % up. */
export function progressColour(percent: number): ProgressColour {
  if (percent < 50) return 'green';
  if (percent < 80) return 'yellow';
  return 'red';
}

/** Days until the end, rounded up, never below 0. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** What a tile says of the time left: an end later today or tomorrow by name, otherwise the days left. */
export type TimeLeft = { when: 'today' } | { when: 'tomorrow' } | { when: 'days'; count: number };

export function timeLeft(end: Date, now: Date, timeZone: () => string): TimeLeft {
  // Only an end within two days can be today or tomorrow, and only then is the calendar read: the zone's name
  // and calendar cost a slow phone dearly the first time (a date formatter loads the calendars' data).
  if (end > now && end.getTime() - now.getTime() < NEAR_END_MS) {
    const days = calendarDaysBetween(now, end, timeZone());
    if (days === 0) return { when: 'today' };
    if (days === 1) return { when: 'tomorrow' };
  }
  return { when: 'days', count: daysLeft(end, now) };
}

/** The freshness bonus of the bag, in extra days (shown only when above 0). */
export function freshnessBonusDays(withBag: number | null, withoutBag: number | null): number {
  return withBag !== null && withoutBag !== null ? Math.max(0, withBag - withoutBag) : 0;
}
