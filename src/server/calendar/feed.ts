// A user's private calendar (iCalendar, RFC 5545): one all-day event on the last good day of each item in the
// fridge, named in the user's language, so any calendar app that subscribes to the address shows them.
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { calendarFeeds, foods, fridgeItems, users } from '../db/schema';
import { foodName } from '../foods/names';
import { fridgeScopeOf, itemsOf } from '../fridge/scope';
import { toLanguage, translate } from '../http/i18n';

/** 32 random bytes: the address cannot be guessed, only handed out. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/** The user's address, or null when the user has none. */
export async function feedTokenOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** A new address for the user; the one before it (if any) stops working at once. */
export async function renewFeed(db: Db, userId: string): Promise<string> {
  const token = newFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

export async function revokeFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The calendar behind `token`, or null when no user has that address (never made, renewed or turned off). */
export async function calendarFor(db: Db, token: string, publicUrl: string, now = new Date()) {
  const [owner] = await db
    .select({ userId: users.id, locale: users.locale, timeZone: users.timeZone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  if (!owner) return null;
  const items = await db
    .select({
      id: fridgeItems.id,
      bagSize: fridgeItems.bagSize,
      endDatetime: fridgeItems.endDatetime,
      updatedAt: fridgeItems.updatedAt,
      slug: foods.slug,
      foodName: foods.name,
    })
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    // The fridge the user shares: their household's, or their own.
    .where(and(itemsOf(await fridgeScopeOf(db, owner.userId)), eq(fridgeItems.state, 'stored')))
    .orderBy(fridgeItems.endDatetime);
  const lang = toLanguage(owner.locale);
  const zone = owner.timeZone;
  const host = new URL(publicUrl).hostname;
  const events = items.flatMap((item) => {
    const food = foodName(lang, item);
    return [
      'BEGIN:VEVENT',
      `UID:${item.id}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `LAST-MODIFIED:${stamp(item.updatedAt)}`,
      `DTSTART;VALUE=DATE:${calendarDay(item.endDatetime, zone)}`,
      `SUMMARY:${text(translate(lang, 'files.calendar.summary', { food, bag: item.bagSize }))}`,
      `DESCRIPTION:${text(translate(lang, 'files.calendar.description', { food, bag: item.bagSize }))}`,
      `URL:${publicUrl}/fridge`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//MyFridge//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(translate(lang, 'files.calendar.name'))}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A UTC date-time in iCalendar's basic form: 20261123T093000Z. */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The day `at` falls on in the user's zone, as iCalendar's DATE: 20261123. */
function calendarDay(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .replace(/-/g, '');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
