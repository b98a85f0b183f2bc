import { describe, expect, it } from 'vitest';
import { addCalendarDays, atHourOnDay, fromWallClock, isTimeZone, wallClock } from './zoned-time';

describe('isTimeZone', () => {
  it('accepts IANA zones, again when asked twice, and refuses anything else', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('Europe/Rome')).toBe(true);
      expect(isTimeZone('America/New_York')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A wall clock written as 'YYYY-MM-DD HH:MM'. */
function clock(text: string) {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0 };
}

const at = (text: string, timeZone: string) => fromWallClock(clock(text), timeZone).toISOString();

/** The calendar day an instant falls on in a zone, as 'YYYY-MM-DD'. */
function dayIn(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

// The transitions below were read from this machine's Intl data (Node 20): e.g. Santiago moves from -04 to
// -03 at 2026-09-06T04:00Z (local midnight) and back at 2026-04-05T03:00Z (local midnight again).
describe('a wall-clock time skipped by a clock change moves forward by the gap', () => {
  it.each([
    // zone, time inside the gap, the first valid instant after it shifted by the gap
    ['America/Santiago', '2026-09-06 00:00', '2026-09-06T04:00:00.000Z'], // 00:00 -> 01:00 -03
    ['America/Santiago', '2026-09-06 00:30', '2026-09-06T04:30:00.000Z'],
    ['America/Havana', '2026-03-08 00:15', '2026-03-08T05:15:00.000Z'], // 00:15 -> 01:15 -04
    ['Asia/Beirut', '2026-03-29 00:00', '2026-03-28T22:00:00.000Z'], // 00:00 -> 01:00 +03
    ['Europe/Rome', '2026-03-29 02:30', '2026-03-29T01:30:00.000Z'], // 02:30 -> 03:30 +02
    ['America/New_York', '2026-03-08 02:30', '2026-03-08T07:30:00.000Z'], // 02:30 -> 03:30 -04
    ['Australia/Lord_Howe', '2026-10-04 02:15', '2026-10-03T15:45:00.000Z'], // 02:15 -> 02:45 +11
  ])('%s %s', (zone, wall, expected) => {
    expect(at(wall, zone)).toBe(expected);
  });
});

describe('a wall-clock time repeated by a clock change is the earlier of the two', () => {
  it.each([
    ['America/Santiago', '2026-04-04 23:30', '2026-04-05T02:30:00.000Z'], // -03, not -04
    ['America/Havana', '2026-11-01 00:30', '2026-11-01T04:30:00.000Z'], // -04, not -05
    ['Asia/Beirut', '2026-10-24 23:30', '2026-10-24T20:30:00.000Z'], // +03, not +02
    ['Europe/Rome', '2026-10-25 02:30', '2026-10-25T00:30:00.000Z'], // +02, not +01
    ['America/New_York', '2026-11-01 01:30', '2026-11-01T05:30:00.000Z'], // -04, not -05
    ['Australia/Lord_Howe', '2026-04-05 01:45', '2026-04-04T14:45:00.000Z'], // +11, not +10:30
  ])('%s %s', (zone, wall, expected) => {
    expect(at(wall, zone)).toBe(expected);
  });
});

describe('times that exist once are exact', () => {
  it.each([
    ['America/Santiago', '2026-09-06 01:00', '2026-09-06T04:00:00.000Z'],
    ['America/Santiago', '2026-04-05 00:00', '2026-04-05T04:00:00.000Z'],
    ['America/Havana', '2026-11-01 01:00', '2026-11-01T06:00:00.000Z'],
    ['Asia/Tokyo', '2026-03-08 00:00', '2026-03-07T15:00:00.000Z'],
    ['Asia/Tokyo', '2026-10-25 02:30', '2026-10-24T17:30:00.000Z'],
    ['UTC', '2026-09-06 00:00', '2026-09-06T00:00:00.000Z'],
  ])('%s %s', (zone, wall, expected) => {
    expect(at(wall, zone)).toBe(expected);
  });
});

describe('start + N calendar days landing on a day whose midnight does not exist', () => {
  it('Santiago: local midnight + 25 days is 01:00 on the day of the change, not 23:00 the day before', () => {
    const start = new Date('2026-08-12T00:00:00-04:00');
    const end = addCalendarDays(start, 25, 'America/Santiago');
    expect(end.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayIn(end, 'America/Santiago')).toBe('2026-09-06');
    expect(atHourOnDay(end, 9, 'America/Santiago').toISOString()).toBe('2026-09-06T12:00:00.000Z');
  });

  it('Havana: local midnight + 7 days is 01:00 on the day of the change', () => {
    const end = addCalendarDays(new Date('2026-03-01T00:00:00-05:00'), 7, 'America/Havana');
    expect(end.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(atHourOnDay(end, 9, 'America/Havana').toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('Beirut: local midnight + 1 day is 01:00 on the day of the change', () => {
    const end = addCalendarDays(new Date('2026-03-28T00:00:00+02:00'), 1, 'Asia/Beirut');
    expect(end.toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(dayIn(end, 'Asia/Beirut')).toBe('2026-03-29');
  });

  it('starting on the day of the change itself keeps the day', () => {
    const start = new Date('2026-09-06T04:00:00Z'); // 01:00 -03, the first instant of the day
    expect(addCalendarDays(start, 0, 'America/Santiago').toISOString()).toBe(start.toISOString());
    expect(dayIn(addCalendarDays(start, 1, 'America/Santiago'), 'America/Santiago')).toBe('2026-09-07');
  });

  it('Santiago in autumn: midnight + N days over the repeated hour stays at midnight', () => {
    const end = addCalendarDays(new Date('2026-03-30T00:00:00-03:00'), 7, 'America/Santiago');
    expect(end.toISOString()).toBe('2026-04-06T04:00:00.000Z'); // 00:00 -04
  });
});

describe('atHourOnDay on the days of a change', () => {
  it.each([
    // zone, any instant of the day, hour, expected
    ['America/Santiago', '2026-09-06T15:00:00Z', 0, '2026-09-06T04:00:00.000Z'], // 00:00 skipped: 01:00
    ['America/Santiago', '2026-09-06T15:00:00Z', 9, '2026-09-06T12:00:00.000Z'],
    ['America/Santiago', '2026-04-04T15:00:00Z', 23, '2026-04-05T02:00:00.000Z'], // repeated: the earlier
    ['America/Havana', '2026-03-08T15:00:00Z', 0, '2026-03-08T05:00:00.000Z'],
    ['America/Havana', '2026-11-01T15:00:00Z', 0, '2026-11-01T04:00:00.000Z'],
    ['America/Havana', '2026-11-01T15:00:00Z', 9, '2026-11-01T14:00:00.000Z'],
    ['Europe/Rome', '2026-03-29T15:00:00Z', 2, '2026-03-29T01:00:00.000Z'], // 02:00 skipped: 03:00
    ['Europe/Rome', '2026-10-25T15:00:00Z', 2, '2026-10-25T00:00:00.000Z'],
    ['America/New_York', '2026-03-08T15:00:00Z', 2, '2026-03-08T07:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04T03:00:00Z', 2, '2026-10-03T15:30:00.000Z'], // 02:00 skipped: 02:30
    ['Asia/Tokyo', '2026-09-06T03:00:00Z', 9, '2026-09-06T00:00:00.000Z'],
  ])('%s on the day of %s at %i:00', (zone, instant, hour, expected) => {
    const result = atHourOnDay(new Date(instant), hour, zone);
    expect(result.toISOString()).toBe(expected);
    expect(dayIn(result, zone)).toBe(dayIn(new Date(instant), zone));
  });
});

const ZONES = [
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'Europe/Rome',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Tokyo',
];
/** The days of 2026 on which one of these zones changes its clocks (Beirut's autumn change is on 10-24). */
const CHANGE_DAYS = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-09-06',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
];

/** Instants every `minutes` over the day before, the day of and the day after `day` (in UTC). */
function* around(day: string, minutes: number): Generator<Date> {
  const from = Date.parse(`${day}T00:00:00Z`) - DAY;
  for (let t = from; t < from + 3 * DAY; t += minutes * 60_000) yield new Date(t);
}

describe('the calendar day of start + N days is always start’s day + N', () => {
  it.each(ZONES)('%s, starts every 30 minutes around N days before each change, N up to 365', (zone) => {
    for (const changeDay of CHANGE_DAYS) {
      for (const n of [0, 1, 7, 25, 365]) {
        for (const start of around(plusDays(changeDay, -n), 30)) {
          const end = addCalendarDays(start, n, zone);
          const expected = plusDays(dayIn(start, zone), n);
          const nine = atHourOnDay(end, 9, zone);
          const nineClock = wallClock(nine, zone);
          if (dayIn(end, zone) !== expected || dayIn(nine, zone) !== expected || nineClock.hour !== 9) {
            throw new Error(`${zone}: ${start.toISOString()} + ${n} days gave ${end.toISOString()}`);
          }
        }
      }
    }
  });

  it.each(ZONES)(
    '%s keeps the time of day, or moves it on by at most the gap when the clocks skip it',
    (zone) => {
      for (const changeDay of CHANGE_DAYS) {
        for (const start of around(plusDays(changeDay, -1), 10)) {
          const end = addCalendarDays(start, 1, zone);
          const s = wallClock(start, zone);
          const e = wallClock(end, zone);
          const shift = e.hour * 60 + e.minute - (s.hour * 60 + s.minute);
          if (shift === 0) continue;
          // Then the same time does not exist on the end's day, and no zone here skips more than an hour.
          const wanted = { ...e, hour: s.hour, minute: s.minute, second: s.second };
          expect(wallClock(fromWallClock(wanted, zone), zone)).not.toEqual(wanted);
          expect(shift).toBeGreaterThan(0);
          expect(shift).toBeLessThanOrEqual(60);
        }
      }
    },
  );
});

describe('round trip', () => {
  it.each(ZONES)(
    '%s: an instant maps back to itself, the second pass of a repeated time to the first',
    (zone) => {
      for (const changeDay of CHANGE_DAYS) {
        for (const instant of around(changeDay, 5)) {
          const clock = wallClock(instant, zone);
          const back = fromWallClock(clock, zone).getTime();
          if (back === instant.getTime()) continue;
          expect(wallClock(new Date(back), zone)).toEqual(clock);
          expect(back).toBeLessThan(instant.getTime());
          expect(instant.getTime() - back).toBeLessThanOrEqual(HOUR);
        }
      }
    },
  );
});
