// A food's name in a language: the translation of its slug, or the catalogue's own name when the language has
// none (a food an admin added). Shared by every text the server writes about foods: reminders, the calendar,
// the spreadsheet export.
import type { Language } from '@/shared/constants';
import { translate } from '../http/i18n';

/** The food's name in `lang`, or the catalogue's own when the language has none. */
export function foodName(lang: Language, r: { slug: string; foodName: string }): string {
  const name = translate(lang, `foods.names.${r.slug}`);
  return name === `foods.names.${r.slug}` ? r.foodName : name;
}
