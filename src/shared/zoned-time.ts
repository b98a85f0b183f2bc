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

/** The instant at which `timeZone` shows this wall clock (the later one when a clock change repeats it). */
export function fromWallClock(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  let guess = asUtc;
  // Two rounds settle the zone's offset, also next to a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(guess), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    guess += asUtc - shownUtc;
  }
  return new Date(guess);
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
