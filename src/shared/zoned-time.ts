// Calendar arithmetic in a named time zone (IANA), with the platform's Intl: daylight saving included.

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock that `instant` shows in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The wall clock read as if it were UTC, in milliseconds (years before 100 included). */
function utcOf(clock: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return date.getTime();
}

/** How far `timeZone`'s clocks are ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000; // the wall clock has whole seconds
  return utcOf(wallClock(new Date(whole), timeZone)) - whole;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The instant at which `timeZone` shows this wall clock. As Temporal's 'compatible' disambiguation does, a
 * time that a clock change repeats is the earlier of the two, and a time that a change skips (a gap, such as
 * midnight in Santiago or Havana on the day clocks go forward) is moved forward by the gap's length: 00:30 in
 * a gap from 00:00 to 01:00 is 01:30, on the same day (resolving backward would give 23:30 the day before).
 */
export function fromWallClock(clock: WallClock, timeZone: string): Date {
  const local = utcOf(clock);
  // The offsets a day before and a day after enclose any single change near this time.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  // A time is repeated only where the clocks go back: the offset before is the larger, its instant the earlier.
  const matches = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(instant, timeZone) === local - instant);
  // In a gap neither offset matches: read with the offset from before the change, the time lands past it,
  // later by exactly the gap.
  return new Date(matches[0] ?? local - before);
}

/** The same wall-clock time `days` calendar days later in `timeZone` (a day is not always 24 hours). */
export function addCalendarDays(instant: Date, days: number, timeZone: string): Date {
  const clock = wallClock(instant, timeZone);
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return fromWallClock(
    { ...clock, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    timeZone,
  );
}

/** `hour`:00 in `timeZone` on the calendar day that `instant` falls on there. */
export function atHourOnDay(instant: Date, hour: number, timeZone: string): Date {
  const clock = wallClock(instant, timeZone);
  return fromWallClock({ ...clock, hour, minute: 0, second: 0 }, timeZone);
}

/** Midnight in `timeZone` at the start of the calendar day after the one `instant` falls on there. */
export function startOfNextDay(instant: Date, timeZone: string): Date {
  return atHourOnDay(addCalendarDays(instant, 1, timeZone), 0, timeZone);
}

/** How many calendar days in `timeZone` lie from the day of `from` to the day of `to` (0: the same day). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => {
    const c = wallClock(instant, timeZone);
    return Date.UTC(c.year, c.month - 1, c.day);
  };
  return Math.round((day(to) - day(from)) / DAY_MS);
}

// Zones already found valid: the server checks the user's zone on every request, and building a formatter
// to do so costs about 0.1 ms. Bounded, as the names come from request headers.
const validZones = new Set<string>();
const MAX_REMEMBERED_ZONES = 1000;

export function isTimeZone(value: string): boolean {
  if (validZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (validZones.size < MAX_REMEMBERED_ZONES) validZones.add(value);
  return true;
}
