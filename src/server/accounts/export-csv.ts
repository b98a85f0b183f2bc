// The fridge's items as a spreadsheet: one row per item, in the user's language and time zone, with the list
// separator a spreadsheet of that language expects (Italian ones read ";"), and a byte-order mark so accented
// names open right. A cell is never read as a formula.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { foods, fridgeItems, users } from '../db/schema';
import { foodName } from '../foods/names';
import { fridgeScopeOf, itemsOf } from '../fridge/scope';
import { HttpError } from '../http/errors';
import { toLanguage, translate } from '../http/i18n';

const COLUMNS = [
  'food',
  'bagSize',
  'state',
  'start',
  'end',
  'stateChangedAt',
  'discardReason',
  'stillGood',
] as const;

export async function exportItemsCsv(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ locale: users.locale, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'not_found', 'errors.notFound');
  const items = await db
    .select({
      slug: foods.slug,
      foodName: foods.name,
      bagSize: fridgeItems.bagSize,
      state: fridgeItems.state,
      start: fridgeItems.startDatetime,
      end: fridgeItems.endDatetime,
      stateChangedAt: fridgeItems.stateChangedAt,
      discardReason: fridgeItems.discardReason,
      stillGood: fridgeItems.stillGood,
    })
    .from(fridgeItems)
    .innerJoin(foods, eq(foods.id, fridgeItems.foodId))
    // The fridge the user shares: their household's, or their own.
    .where(itemsOf(await fridgeScopeOf(db, userId)))
    .orderBy(asc(fridgeItems.createdAt));
  const lang = toLanguage(user.locale);
  const separator = lang === 'it' ? ';' : ',';
  // "2026-11-23 09:30" in the user's zone: sortable, and read as a date by spreadsheets in either language.
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: user.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const when = (at: Date | null) => (at ? format.format(at) : '');
  const rows = [
    COLUMNS.map((column) => translate(lang, `files.csv.${column}`)),
    ...items.map((item) => [
      foodName(lang, item),
      item.bagSize,
      translate(lang, `files.csv.states.${item.state}`),
      when(item.start),
      when(item.end),
      when(item.stateChangedAt),
      item.discardReason ? translate(lang, `files.csv.reasons.${item.discardReason}`) : '',
      item.stillGood === null ? '' : translate(lang, `files.csv.${item.stillGood ? 'yes' : 'no'}`),
    ]),
  ];
  return (
    '\uFEFF' +
    rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n') +
    '\r\n'
  );
}

/** Quoted when it holds the separator, a quote or a line break; a leading = + - @ is kept as text. */
export function csvCell(value: string, separator: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
