import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_PREFERENCES as DEFAULTS,
  defaultReminderAt,
  nextReminderSlot,
  quietDaysMask,
  quietDaysOf,
  snoozedUntil,
  weekdayIn,
} from './reminder-preferences';

const ROME = 'Europe/Rome';

describe('reminder preferences', () => {
  it('store quiet days as bits, Monday first', () => {
    expect(quietDaysMask([1, 7])).toBe(0b1000001);
    expect(quietDaysOf(0b1000001)).toEqual([1, 7]);
    expect(quietDaysOf(quietDaysMask([]))).toEqual([]);
  });

  it('read the weekday in the user’s zone, not the server’s', () => {
    // Sunday 22:30 UTC is already Monday in Rome.
    expect(weekdayIn(new Date('2026-11-22T23:30:00Z'), ROME)).toBe(1);
    expect(weekdayIn(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toBe(7);
  });

  it('snooze to tomorrow at the hour, tomorrow being the user’s', () => {
    // 23:30 in Rome on Monday 23 November: tomorrow is Tuesday 24 at 09:00 (08:00 UTC).
    expect(snoozedUntil(new Date('2026-11-23T22:30:00Z'), DEFAULTS, ROME).toISOString()).toBe(
      '2026-11-24T08:00:00.000Z',
    );
    // 00:30 on Tuesday 24: tomorrow is Wednesday 25.
    expect(snoozedUntil(new Date('2026-11-23T23:30:00Z'), DEFAULTS, ROME).toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
    // Tomorrow is quiet (Tuesday): the day after.
    const quietTuesday = { ...DEFAULTS, quietDays: [2 as const] };
    expect(snoozedUntil(new Date('2026-11-23T10:00:00Z'), quietTuesday, ROME).toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
  });

  it('put the default reminder on the days before the end, the latest one still to come', () => {
    const end = new Date('2026-12-10T10:00:00Z'); // Thursday
    const twoBefore = { ...DEFAULTS, daysBefore: 2 as const, hour: 20 };
    expect(defaultReminderAt(end, twoBefore, ROME, new Date('2026-12-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-08T19:00:00.000Z',
    );
    // Two days before has passed: the day before.
    expect(defaultReminderAt(end, twoBefore, ROME, new Date('2026-12-08T20:00:00Z'))?.toISOString()).toBe(
      '2026-12-09T19:00:00.000Z',
    );
    // Everything has passed.
    expect(defaultReminderAt(end, twoBefore, ROME, new Date('2026-12-10T20:00:00Z'))).toBeNull();
    // The last day is quiet and no day before was asked: the day before it.
    const quietThursday = { ...DEFAULTS, quietDays: [4 as const] };
    expect(defaultReminderAt(end, quietThursday, ROME, new Date('2026-12-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-09T08:00:00.000Z',
    );
  });

  it('put it on the end day itself by default, at 09:00, and never at a moment already come', () => {
    expect(DEFAULTS).toEqual({ hour: 9, daysBefore: 0, quietDays: [], pushDigest: false });
    const end = new Date('2026-12-10T10:00:00Z'); // Thursday
    expect(defaultReminderAt(end, DEFAULTS, ROME, new Date('2026-12-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-10T08:00:00.000Z',
    );
    const twoBefore = { ...DEFAULTS, daysBefore: 2 as const, hour: 20 };
    expect(defaultReminderAt(end, twoBefore, ROME, new Date('2026-12-08T19:00:00Z'))?.toISOString()).toBe(
      '2026-12-09T19:00:00.000Z',
    );
  });

  it('move it back over several quiet days, but not to a moment already come', () => {
    const end = new Date('2026-12-10T10:00:00Z'); // Thursday
    const quietWednesdayThursday = { ...DEFAULTS, quietDays: [3 as const, 4 as const] };
    expect(
      defaultReminderAt(end, quietWednesdayThursday, ROME, new Date('2026-12-01T00:00:00Z'))?.toISOString(),
    ).toBe('2026-12-08T08:00:00.000Z');
    const quietThursday = { ...DEFAULTS, quietDays: [4 as const] };
    // Wednesday's 09:00 is now: too late for it.
    expect(defaultReminderAt(end, quietThursday, ROME, new Date('2026-12-09T08:00:00Z'))).toBeNull();
  });

  it('snooze to midnight when that is the hour chosen', () => {
    const midnight = { ...DEFAULTS, hour: 0 };
    expect(snoozedUntil(new Date('2026-11-23T10:00:00Z'), midnight, ROME).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
  });

  it('find the next slot after a moment, the same day when its hour is still to come', () => {
    expect(nextReminderSlot(new Date('2026-11-23T07:00:00Z'), DEFAULTS, ROME).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(nextReminderSlot(new Date('2026-11-23T08:00:00Z'), DEFAULTS, ROME).toISOString()).toBe(
      '2026-11-24T08:00:00.000Z',
    );
  });
});
