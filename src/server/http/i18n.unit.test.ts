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

  it('says a wait of one second, or one minute, in the singular', () => {
    expect(translate('it', 'errors.tooManyRequests', { seconds: 1, minutes: 1 })).toBe(
      'Troppi tentativi. Riprova tra 1 secondo.',
    );
    expect(translate('en', 'errors.tooManyRequests', { seconds: 1, minutes: 1 })).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(translate('it', 'errors.tooManyRequests', { seconds: 2, minutes: 1 })).toBe(
      'Troppi tentativi. Riprova tra 2 secondi.',
    );
    expect(translate('it', 'errors.auth.accountLocked', { seconds: 40, minutes: 1 })).toBe(
      'Troppi accessi non riusciti per questo account. Riprova tra 1 minuto.',
    );
    expect(translate('en', 'errors.fridge.tooManyChanges', { seconds: 1 })).toBe(
      'Too many changes to the fridge in a short time. Try again in 1 second.',
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
