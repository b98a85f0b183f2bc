import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, translate } from './i18n';

describe('server translations', () => {
  it('picks the preferred supported language, Italian by default', () => {
    expect(parseAcceptLanguage(undefined)).toBe('it');
    expect(parseAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(parseAcceptLanguage('de-DE,de;q=0.9,en;q=0.5')).toBe('en');
    expect(parseAcceptLanguage('fr')).toBe('it');
    expect(parseAcceptLanguage('en;q=0.2,it;q=0.8')).toBe('it');
    expect(parseAcceptLanguage('en;q=0')).toBe('it');
  });

  it('fills in parameters', () => {
    expect(translate('en', 'errors.query.badNumber', { name: 'limit' })).toBe(
      '"limit" must be a whole number of zero or more.',
    );
  });

  it("writes Italian dates with the article Italian uses: entro l'1 dicembre", () => {
    expect(translate('it', 'mail.reminder.subjectOne', { food: 'Mele', date: '1 dicembre 2026' })).toBe(
      "Mele: da consumare entro l'1 dicembre 2026",
    );
    expect(translate('it', 'mail.reminder.subjectOne', { food: 'Mele', date: '2 dicembre 2026' })).toBe(
      'Mele: da consumare entro il 2 dicembre 2026',
    );
  });
});
