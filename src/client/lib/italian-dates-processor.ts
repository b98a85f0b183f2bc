// Italian texts with a date in them take the article the date asks for: "l'1 dicembre" (shared/italian-dates.ts).
// Used by the app's translations and by the server's drawing of its pages alike, so both write the same.
import i18next, { type PostProcessorModule } from 'i18next';
import { elideBeforeDates } from '@/shared/italian-dates';

export const italianDates: PostProcessorModule = {
  type: 'postProcessor',
  name: 'italianDates',
  process: (value, _key, options) =>
    (typeof options.lng === 'string'
      ? options.lng
      : (i18next.resolvedLanguage ?? i18next.language)
    ).startsWith('it')
      ? elideBeforeDates(value)
      : value,
};
