// The tile's time left reads the calendar only for an end within two days: in any zone, near a change of the
// clocks or not, it says what reading the calendar always would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../tests/support/zones';
import { daysLeft, timeLeft, type TimeLeft } from './freshness';
import { calendarDaysBetween } from './zoned-time';

const HOUR = 3_600_000;

/** What the tile says when the calendar is always read. */
function byTheCalendar(end: Date, now: Date, zone: string): TimeLeft {
  const days = end > now ? calendarDaysBetween(now, end, zone) : NaN;
  if (days === 0) return { when: 'today' };
  if (days === 1) return { when: 'tomorrow' };
  return { when: 'days', count: daysLeft(end, now) };
}

describe('time left on a tile', () => {
  it('is what the calendar says, the calendar asked for only within 50 hours of the end', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: -2 * 24 * HOUR, max: 5 * 24 * HOUR }), (at, ahead) => {
        const end = new Date(at.instant.getTime() + ahead);
        let asked = false;
        const left = timeLeft(end, at.instant, () => {
          asked = true;
          return at.zone;
        });
        expect(left).toEqual(byTheCalendar(end, at.instant, at.zone));
        expect(asked).toBe(ahead > 0 && ahead < 50 * HOUR);
      }),
      { numRuns: 500 },
    );
  });
});
