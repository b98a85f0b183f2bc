// Time zones and instants for property tests of calendar rules: zones with clock changes forward and back,
// north and south, at midnight and at night, and one without; instants drawn near their changes. The
// calendar facts here come from Intl directly, so they check the app's zone arithmetic rather than repeat it.
import fc from 'fast-check';

export const PROPERTY_ZONES = [
  'Europe/Rome',
  'America/New_York',
  'Australia/Sydney',
  'Pacific/Auckland',
  // Moved its clocks at midnight until 2019, and has not since.
  'America/Sao_Paulo',
  // Half an hour from UTC, and no changes.
  'Asia/Kolkata',
] as const;

const FROM = Date.UTC(2016, 0, 1);
const TO = Date.UTC(2031, 0, 1);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `timeZone` is ahead of UTC at `ms`, as Intl names the offset ("GMT+05:30"). */
export function offsetMinutes(ms: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name);
  if (!match) throw new Error(`unexpected offset ${name}`);
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const changes = new Map<string, number[]>();

/** The instants (to the minute) from 2016 to 2030 at which `timeZone` changes its offset. */
export function offsetChanges(timeZone: string): number[] {
  const known = changes.get(timeZone);
  if (known) return known;
  const found: number[] = [];
  for (let t = FROM; t < TO; t += DAY) {
    if (offsetMinutes(t, timeZone) === offsetMinutes(t + DAY, timeZone)) continue;
    let [lo, hi] = [t, t + DAY];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, timeZone) === offsetMinutes(lo, timeZone)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  changes.set(timeZone, found);
  return found;
}

/** The calendar day `instant` falls on in `timeZone`, as 'YYYY-MM-DD'. */
export function dayOf(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString('en-CA', { timeZone });
}

/** A zone, and an instant within two days of one of its changes, or anywhere from 2016 to 2030. */
export const zonedInstant = fc
  .constantFrom(...PROPERTY_ZONES)
  .chain((zone) => {
    const near = offsetChanges(zone);
    const anywhere = fc.integer({ min: FROM, max: TO - 1 });
    const instant =
      near.length === 0
        ? anywhere
        : fc.oneof(
            {
              weight: 3,
              arbitrary: fc
                .tuple(fc.constantFrom(...near), fc.integer({ min: -2 * DAY, max: 2 * DAY }))
                .map(([c, d]) => c + d),
            },
            { weight: 1, arbitrary: anywhere },
          );
    return fc.tuple(
      fc.constant(zone),
      instant.map((ms) => new Date(ms)),
    );
  })
  .map(([zone, instant]) => ({ zone, instant }));
