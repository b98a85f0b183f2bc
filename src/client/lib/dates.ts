// Dates as SPEC §9 shows them, in the user's language: dd/MM/yy on tiles, dd/MM/yyyy in rows, long elsewhere.
import { format, type Locale } from 'date-fns';
import { enUS, it } from 'date-fns/locale';
import type { Language } from '@/shared/constants';

// date-fns' Italian locale starts weeks on Monday, its US English one on Sunday, as SPEC §9 asks.
const LOCALES: Record<Language, Locale> = { it, en: enUS };

export function dateLocale(lang: Language): Locale {
  return LOCALES[lang];
}

export function weekStartsOn(lang: Language): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return LOCALES[lang].options?.weekStartsOn ?? 0;
}

/** dd/MM/yy, as on fridge tiles. */
export function formatShortDate(date: Date, lang: Language): string {
  return format(date, 'dd/MM/yy', { locale: LOCALES[lang] });
}

/** dd/MM/yyyy, as in item rows. */
export function formatDate(date: Date, lang: Language): string {
  return format(date, 'dd/MM/yyyy', { locale: LOCALES[lang] });
}

/** The long form used elsewhere: "22 novembre 2026" / "November 22nd, 2026". */
export function formatLongDate(date: Date, lang: Language): string {
  return format(date, 'PPP', { locale: LOCALES[lang] });
}
