import { describe, expect, it } from 'vitest';
import { daysLeft, freshnessBonusDays, progressColour, progressPercent } from './freshness';
import { addCalendarDays, atHourOnDay, wallClock } from './zoned-time';

const start = new Date('2026-03-01T10:00:00Z');
const end = new Date('2026-03-11T10:00:00Z');
const at = (percent: number) =>
  new Date(start.getTime() + (end.getTime() - start.getTime()) * (percent / 100));

describe('progress', () => {
  it('is 0 before the start and 100 after the end', () => {
    expect(progressPercent(start, end, new Date('2026-02-01T00:00:00Z'))).toBe(0);
    expect(progressPercent(start, end, new Date('2026-04-01T00:00:00Z'))).toBe(100);
    expect(progressPercent(start, end, start)).toBe(0);
    expect(progressPercent(start, end, end)).toBe(100);
  });

  it('is 100 for an end at or before the start, once the start has passed', () => {
    expect(progressPercent(start, start, end)).toBe(100);
    expect(progressPercent(end, start, new Date(end.getTime() + 1))).toBe(100);
  });

  it('is green below 50 %, yellow below 80 %, red from 80 %', () => {
    const colours = [0, 49, 50, 79, 80, 100].map((p) => progressColour(progressPercent(start, end, at(p))));
    expect(colours).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
});

describe('days left', () => {
  it('are rounded up and never below 0', () => {
    expect(daysLeft(end, new Date('2026-03-10T10:00:00Z'))).toBe(1);
    expect(daysLeft(end, new Date('2026-03-10T10:00:01Z'))).toBe(1);
    expect(daysLeft(end, new Date('2026-03-09T09:59:59Z'))).toBe(3);
    expect(daysLeft(end, new Date('2026-03-12T00:00:00Z'))).toBe(0);
  });
});

describe('freshness bonus', () => {
  it('is the extra days the bag gives', () => {
    expect(freshnessBonusDays(22, 15)).toBe(7);
    expect(freshnessBonusDays(3, 3)).toBe(0);
    expect(freshnessBonusDays(null, 3)).toBe(0);
    expect(freshnessBonusDays(22, null)).toBe(0);
    expect(freshnessBonusDays(3, 5)).toBe(0);
  });
});

describe('dates across daylight-saving changes in Europe/Rome', () => {
  const rome = 'Europe/Rome';

  it('an end date N days later keeps the wall-clock time over the spring change (23-hour day)', () => {
    const added = new Date('2026-03-27T18:30:00+01:00');
    const endDate = addCalendarDays(added, 4, rome);
    expect(endDate.toISOString()).toBe('2026-03-31T16:30:00.000Z');
    expect(wallClock(endDate, rome)).toMatchObject({ day: 31, hour: 18, minute: 30 });
  });

  it('and over the autumn change (25-hour day)', () => {
    const added = new Date('2026-10-23T08:00:00+02:00');
    const endDate = addCalendarDays(added, 3, rome);
    expect(endDate.toISOString()).toBe('2026-10-26T07:00:00.000Z');
    expect(wallClock(endDate, rome)).toMatchObject({ day: 26, hour: 8 });
  });

  it('reminders are at 09:00 local time on their day, in Rome and in New York', () => {
    expect(atHourOnDay(new Date('2026-03-29T15:00:00Z'), 9, rome).toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(atHourOnDay(new Date('2026-03-28T15:00:00Z'), 9, rome).toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(atHourOnDay(new Date('2026-11-01T15:00:00Z'), 9, 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });
});
