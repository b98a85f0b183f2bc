// "That day" of the one e-mail a day is the member's own calendar day, in any zone and across clock changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberState, reminderRow } from '../../../tests/support/reminder-rows';
import { dayOf, zonedInstant } from '../../../tests/support/zones';
import { atHourOnDay } from '@/shared/zoned-time';
import { planMembers } from './members-day';

const HOUR = 3600_000;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
}

describe("a member's reminder, at any moment in any zone", () => {
  it("waits for their hour of their day, unless due on an earlier day; a second e-mail that day waits for the next day's", () => {
    fc.assert(
      fc.property(
        zonedInstant,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 60 * HOUR }),
        fc.option(fc.integer({ min: 0, max: 60 * HOUR }), { nil: undefined }),
        ({ zone, instant: now }, hour, dueAgo, mailedAgo) => {
          const row = reminderRow('ada', {
            timeZone: zone,
            reminderHour: hour,
            dueAt: new Date(now.getTime() - dueAgo),
            endDatetime: new Date(now.getTime() + 30 * 24 * HOUR),
          });
          const mailed = mailedAgo === undefined ? undefined : new Date(now.getTime() - mailedAgo);
          const plan = planMembers([row], now, memberState(mailed ? { ada: mailed } : {}));
          const today = dayOf(now, zone);
          const theirHour = atHourOnDay(now, hour, zone);
          const dueToday = dayOf(row.dueAt, zone) === today;
          if (dueToday && theirHour > now) {
            expect(plan.now).toEqual([]);
            expect(plan.again).toEqual(theirHour);
            expect(dayOf(theirHour, zone)).toBe(today);
            return;
          }
          expect(plan.now).toEqual([row]);
          if (mailed && dayOf(mailed, zone) === today) {
            expect(plan.mailTomorrow).toEqual([row]);
            expect(dayOf(plan.again!, zone)).toBe(nextDay(today));
            expect(atHourOnDay(plan.again!, hour, zone)).toEqual(plan.again);
          } else {
            expect(plan.mailTomorrow).toEqual([]);
            expect(plan.again).toBeUndefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
