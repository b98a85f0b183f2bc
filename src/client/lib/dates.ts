// Dates in the user's language, in one long and one short style for the whole app, written as the e-mails
// write them (day, month, year): "22 novembre 2026" / "22 November 2026", and 22/11/2026 where room is short.
import { format, type Locale } from 'date-fns';
import { enUS, it } from 'date-fns/locale';
import type { Language } from '@/shared/constants';

// date-fns' Italian locale starts weeks on Monday, its US English one on Sunday (docs/product.md#languages).
const LOCALES: Record<Language, Locale> = { it, en: enUS };

/** The long style's pattern, also used with the weekday before it (the calendar's days). */
export const LONG_DATE = 'd MMMM yyyy';
const SHORT_DATE = 'dd/MM/yyyy';

export function dateLocale(lang: Language): Locale {
  return LOCALES[lang];
}

export function weekStartsOn(lang: Language): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return LOCALES[lang].options?.weekStartsOn ?? 0;
}

/** The short style, where room is short (tiles, rows): 22/11/2026. */
export function formatShortDate(date: Date, lang: Language): string {
  return format(date, SHORT_DATE, { locale: LOCALES[lang] });
}

/** The long style, everywhere else: "22 novembre 2026" / "22 November 2026". */
export function formatLongDate(date: Date, lang: Language): string {
  return format(date, LONG_DATE, { locale: LOCALES[lang] });
}
