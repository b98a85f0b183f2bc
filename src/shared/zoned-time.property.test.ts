// Properties of the zone arithmetic that must hold at any instant in any zone, drawn mostly near the days
// the clocks change, and checked against Intl's own reading of the calendar day and the offset.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, offsetMinutes, zonedInstant } from '../../tests/support/zones';
import {
  addCalendarDays,
  atHourOnDay,
  calendarDaysBetween,
  fromWallClock,
  startOfNextDay,
  wallClock,
} from './zoned-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const runs = { numRuns: 300 };

function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}

const minutesOfDay = (instant: Date, zone: string) => {
  const c = wallClock(instant, zone);
  return c.hour * 60 + c.minute;
};

describe('in any zone, near a clock change or not', () => {
  it('the wall clock is the instant moved by the offset Intl names', () => {
    fc.assert(
      fc.property(zonedInstant, ({ zone, instant }) => {
        const c = wallClock(instant, zone);
        const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
        const whole = Math.floor(instant.getTime() / 1000) * 1000;
        expect(asUtc - whole).toBe(offsetMinutes(whole, zone) * MINUTE);
      }),
      runs,
    );
  });

  it("today runs from the day's first instant to the next day's, and holds the instant", () => {
    fc.assert(
      fc.property(zonedInstant, ({ zone, instant }) => {
        const start = atHourOnDay(instant, 0, zone);
        const end = startOfNextDay(instant, zone);
        const today = dayOf(instant, zone);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(end.getTime()).toBeGreaterThan(instant.getTime());
        expect(dayOf(start, zone)).toBe(today);
        expect(dayOf(new Date(start.getTime() - 1), zone)).toBe(plusDays(today, -1));
        expect(dayOf(new Date(end.getTime() - 1), zone)).toBe(today);
        expect(dayOf(end, zone)).toBe(plusDays(today, 1));
        expect(calendarDaysBetween(start, instant, zone)).toBe(0);
        expect(calendarDaysBetween(instant, end, zone)).toBe(1);
      }),
      runs,
    );
  });

  it('a day lasts 24 hours, or 23 or 25 on the day the clocks move an hour forward or back', () => {
    fc.assert(
      fc.property(zonedInstant, ({ zone, instant }) => {
        const start = atHourOnDay(instant, 0, zone);
        const end = startOfNextDay(instant, zone);
        // What the clocks moved during the day: the offsets just before its bounds (a change at midnight, as
        // in Sao Paulo, makes the day after it start at 01:00, and belongs to that day).
        const moved = offsetMinutes(end.getTime() - 1, zone) - offsetMinutes(start.getTime() - 1, zone);
        expect(end.getTime() - start.getTime()).toBe(24 * HOUR - moved * MINUTE);
        expect([23 * HOUR, 24 * HOUR, 25 * HOUR]).toContain(end.getTime() - start.getTime());
        if (zone === 'Asia/Kolkata') expect(end.getTime() - start.getTime()).toBe(24 * HOUR);
      }),
      runs,
    );
  });

  it('an hour set on a day is that hour of that day, or later by the gap when the clocks skip it', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: 0, max: 23 }), ({ zone, instant }, hour) => {
        const at = atHourOnDay(instant, hour, zone);
        expect(dayOf(at, zone)).toBe(dayOf(instant, zone));
        const gap = offsetMinutes(at.getTime(), zone) - offsetMinutes(at.getTime() - 2 * HOUR, zone);
        const minutes = minutesOfDay(at, zone);
        if (minutes === hour * 60) {
          // When the clocks repeat the hour, the earlier of the two.
          for (const earlier of [30 * MINUTE, HOUR]) {
            expect(minutesOfDay(new Date(at.getTime() - earlier), zone)).not.toBe(hour * 60);
          }
        } else {
          expect(gap).toBeGreaterThan(0);
          expect(minutes).toBe(hour * 60 + gap);
        }
        // Set again on the day it gave, the same hour gives the same instant.
        expect(atHourOnDay(at, hour, zone)).toEqual(at);
      }),
      runs,
    );
  });

  it('a wall clock read from an instant leads back to it, or to the first time the clocks showed it', () => {
    fc.assert(
      fc.property(zonedInstant, ({ zone, instant }) => {
        const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
        const clock = wallClock(whole, zone);
        const back = fromWallClock(clock, zone);
        expect(wallClock(back, zone)).toEqual(clock);
        expect(back.getTime()).toBeLessThanOrEqual(whole.getTime());
        expect(whole.getTime() - back.getTime()).toBeLessThanOrEqual(HOUR);
      }),
      runs,
    );
  });

  it('N calendar days later is N days on in the calendar, and counted as N days', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: -400, max: 400 }), ({ zone, instant }, n) => {
        const later = addCalendarDays(instant, n, zone);
        expect(dayOf(later, zone)).toBe(plusDays(dayOf(instant, zone), n));
        expect(calendarDaysBetween(instant, later, zone)).toBe(n);
        expect(calendarDaysBetween(later, instant, zone) + n).toBe(0);
      }),
      runs,
    );
  });

  it('the days between two instants are those between their calendar days', () => {
    fc.assert(
      fc.property(
        zonedInstant,
        fc.integer({ min: -40 * 24 * HOUR, max: 40 * 24 * HOUR }),
        ({ zone, instant }, shift) => {
          const other = new Date(instant.getTime() + shift);
          const days = (Date.parse(dayOf(other, zone)) - Date.parse(dayOf(instant, zone))) / (24 * HOUR);
          expect(calendarDaysBetween(instant, other, zone)).toBe(days);
        },
      ),
      runs,
    );
  });
});
