import { describe, expect, it } from 'vitest';
import { timeLeft } from './freshness';
import { customReminderAt, customReminderOptions } from './reminder-options';
import { calendarDaysBetween } from './zoned-time';

const rome = 'Europe/Rome';

describe('custom reminder options', () => {
  // Started on Monday 2 March 2026 at 18:00 in Rome; pears keep 6 days in a bag.
  const start = new Date('2026-03-02T17:00:00Z');
  const options = (now: string, shelfLifeDays = 6) =>
    customReminderOptions({ start, shelfLifeDays, now: new Date(now), timeZone: rome }).map((o) => [
      o.days,
      o.at.toISOString(),
      o.unavailable,
    ]);

  it('are at 09:00 in the zone, 2, 5 and 10 calendar days after the start', () => {
    expect(options('2026-03-02T17:00:00Z', 30)).toEqual([
      [2, '2026-03-04T08:00:00.000Z', null],
      [5, '2026-03-07T08:00:00.000Z', null],
      [10, '2026-03-12T08:00:00.000Z', null],
    ]);
  });

  it('one after the end date (start + shelf life) is not offered; on the end day it still is', () => {
    expect(options('2026-03-02T17:00:00Z', 5).map(([days, , why]) => [days, why])).toEqual([
      [2, null],
      [5, null],
      [10, 'afterEnd'],
    ]);
    expect(options('2026-03-02T17:00:00Z', 4).map(([days, , why]) => [days, why])).toEqual([
      [2, null],
      [5, 'afterEnd'],
      [10, 'afterEnd'],
    ]);
  });

  it('one whose moment has passed is not offered, from 09:00 on its day', () => {
    expect(options('2026-03-04T07:59:59Z').map(([, , why]) => why)).toEqual([null, null, 'afterEnd']);
    expect(options('2026-03-04T08:00:00Z').map(([, , why]) => why)).toEqual(['past', null, 'afterEnd']);
    // Past comes first: a reminder both past and after the end is simply gone.
    expect(options('2026-03-20T08:00:00Z').map(([, , why]) => why)).toEqual(['past', 'past', 'past']);
  });

  it('across the change to summer time, still 09:00 on the wall clock', () => {
    // Clocks in Rome go forward on Sunday 29 March 2026.
    expect(customReminderAt(new Date('2026-03-27T10:00:00Z'), 5, rome).toISOString()).toBe(
      '2026-04-01T07:00:00.000Z',
    );
  });
});

describe('calendar days between two instants', () => {
  it('counts days on the zone’s calendar, not 24-hour spans', () => {
    expect(
      calendarDaysBetween(new Date('2026-03-02T23:30:00Z'), new Date('2026-03-03T08:00:00Z'), rome),
    ).toBe(0);
    expect(
      calendarDaysBetween(new Date('2026-03-02T23:30:00Z'), new Date('2026-03-03T08:00:00Z'), 'UTC'),
    ).toBe(1);
    expect(
      calendarDaysBetween(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), rome),
    ).toBe(31);
    expect(
      calendarDaysBetween(new Date('2026-03-05T10:00:00Z'), new Date('2026-03-02T10:00:00Z'), rome),
    ).toBe(-3);
  });
});

describe('time left on a tile', () => {
  const end = new Date('2026-03-11T17:00:00Z'); // 18:00 in Rome
  const at = (iso: string) => timeLeft(end, new Date(iso), () => rome);

  it('names today and tomorrow, otherwise counts the days left', () => {
    expect(at('2026-03-11T08:00:00Z')).toEqual({ when: 'today' });
    expect(at('2026-03-10T22:59:00Z')).toEqual({ when: 'tomorrow' }); // 23:59 the day before
    expect(at('2026-03-10T23:00:00Z')).toEqual({ when: 'today' }); // midnight in Rome
    expect(at('2026-03-09T17:00:00Z')).toEqual({ when: 'days', count: 2 });
  });

  it('after the end, 0 days left', () => {
    expect(at('2026-03-11T17:00:00Z')).toEqual({ when: 'days', count: 0 });
    expect(at('2026-03-12T08:00:00Z')).toEqual({ when: 'days', count: 0 });
  });
});
