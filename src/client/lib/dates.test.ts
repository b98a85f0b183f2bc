import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale, LONG_DATE, weekStartsOn } from './date-locale';
import {
  dateFormatter,
  formatLongDate,
  formatShortDate,
  formatTileDate,
  isoDay,
  numberFormatter,
} from './dates';

const day = new Date(2026, 10, 2, 15, 30);

describe('dates', () => {
  it('Italian weeks start on Monday, English ones on Sunday', () => {
    expect(weekStartsOn('it')).toBe(1);
    expect(weekStartsOn('en')).toBe(0);
  });

  it('one short and one long style per language, day before month as in the e-mails', () => {
    expect(formatShortDate(day)).toBe('02/11/2026');
    // A tile has the least room: its start date has a two-digit year.
    expect(formatTileDate(day)).toBe('02/11/26');
    expect(formatTileDate(new Date(2030, 0, 9))).toBe('09/01/30');
    expect(formatLongDate(day, 'it')).toBe('2 novembre 2026');
    expect(formatLongDate(day, 'en')).toBe('2 November 2026');
  });

  it('a formatter is made once for a locale and its options, and writes as Intl does', () => {
    const hours = dateFormatter('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    expect(dateFormatter('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })).toBe(hours);
    expect(dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })).not.toBe(hours);
    expect(dateFormatter('it-IT', { hour: '2-digit', timeZone: 'UTC' })).not.toBe(hours);
    expect(hours.format(new Date(Date.UTC(2026, 0, 1, 18)))).toBe('18:00');
    const euro = numberFormatter('it-IT', { style: 'currency', currency: 'EUR' });
    expect(numberFormatter('it-IT', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(euro.format(2.5)).toBe(
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(2.5),
    );
  });

  it('a day as the API writes it, on the device calendar', () => {
    expect(isoDay(day)).toBe('2026-11-02');
    expect(isoDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });

  it('the long style with the weekday, as the calendar names its days', () => {
    expect(format(day, `EEEE ${LONG_DATE}`, { locale: dateLocale('it') })).toBe('lunedì 2 novembre 2026');
    expect(format(day, `EEEE ${LONG_DATE}`, { locale: dateLocale('en') })).toBe('Monday 2 November 2026');
  });

  it('matches what the e-mails write (Intl, it-IT and en-GB)', () => {
    const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    expect(formatLongDate(day, 'it')).toBe(day.toLocaleDateString('it-IT', long));
    expect(formatLongDate(day, 'en')).toBe(day.toLocaleDateString('en-GB', long));
  });

  it('the calendar writes the same long style as formatLongDate', () => {
    expect(format(day, LONG_DATE, { locale: dateLocale('it') })).toBe(formatLongDate(day, 'it'));
    expect(format(day, LONG_DATE, { locale: dateLocale('en') })).toBe(formatLongDate(day, 'en'));
  });
});
