// Dates in the user's language, in one long and one short style for the whole app, written as the e-mails
// write them (day, month, year): "22 novembre 2026" / "22 November 2026", 22/11/2026 where room is short, and
// 22/11/26 on a fridge tile.
// Intl does the writing, as on the server, so the fridge's first screen needs no date library.
import type { Language } from '@/shared/constants';

// English is written the British way, day before month, as the e-mails do.
const INTL_LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

/** The locale Intl writes `lang` in (English the British way). */
export const intlLocale = (lang: Language): string => INTL_LOCALES[lang];

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The date formatter of `locale` with `options`, made once and kept: making one costs a slow phone a
 * millisecond or more, using it a few microseconds (the profile's reminder hours and weekdays made 38 each
 * time the form was drawn).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let formatter = dateFormatters.get(key);
  if (!formatter) dateFormatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}

/** The number formatter of `locale` with `options`, made once and kept (see `dateFormatter`). */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let formatter = numberFormatters.get(key);
  if (!formatter) numberFormatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The short style, where room is short (tiles, rows): 22/11/2026, the same in both languages. */
export function formatShortDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A tile's start date, where room is least: 22/11/26. */
export function formatTileDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
}

/** The long style, everywhere else: "22 novembre 2026" / "22 November 2026". */
export function formatLongDate(date: Date, lang: Language): string {
  return dateFormatter(INTL_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** yyyy-MM-dd of the device's calendar day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
