// The calendar's language: date-fns locales, loaded only with the screens that show a month (the add dialog).
import type { Locale } from 'date-fns';
import { enUS, it } from 'date-fns/locale';
import type { Language } from '@/shared/constants';

// date-fns' Italian locale starts weeks on Monday, its US English one on Sunday (docs/product.md#languages).
const LOCALES: Record<Language, Locale> = { it, en: enUS };

/** The long style's pattern (see formatLongDate), used with the weekday before it for the calendar's days. */
export const LONG_DATE = 'd MMMM yyyy';

export function dateLocale(lang: Language): Locale {
  return LOCALES[lang];
}

export function weekStartsOn(lang: Language): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return LOCALES[lang].options?.weekStartsOn ?? 0;
}
