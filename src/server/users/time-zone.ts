// The user's time zone, decided in one place: the browser's (X-Time-Zone) when it names a real zone, else
// the one stored on the account, else Rome. A change the user makes remembers a new browser zone (a trip, a
// move: reminders follow); reading never writes.
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { isTimeZone } from '@/shared/zoned-time';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The zone the browser says it is in, when it is one. */
export function browserZone(headers: Headers): string | undefined {
  const zone = headers.get('x-time-zone') ?? '';
  return zone && isTimeZone(zone) ? zone : undefined;
}

/** The zone to use now, without storing anything. */
export function zoneOf(user: { timeZone?: unknown }, headers: Headers): string {
  const stored = user.timeZone;
  return (
    browserZone(headers) ?? (typeof stored === 'string' && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE)
  );
}

/** The zone to use for a change the user makes; a new browser zone is stored on the account. */
export async function rememberZone(
  db: Db,
  user: { id: string; timeZone?: unknown },
  headers: Headers,
): Promise<string> {
  const zone = zoneOf(user, headers);
  if (zone !== user.timeZone && zone === browserZone(headers)) {
    await db.update(users).set({ timeZone: zone }).where(eq(users.id, user.id));
  }
  return zone;
}
