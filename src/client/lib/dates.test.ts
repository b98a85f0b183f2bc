import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatShortDate, weekStartsOn } from './dates';

const day = new Date(2026, 10, 22, 15, 30);

describe('dates', () => {
  it('Italian weeks start on Monday, English ones on Sunday', () => {
    expect(weekStartsOn('it')).toBe(1);
    expect(weekStartsOn('en')).toBe(0);
  });

  it('formats tiles, rows and long dates', () => {
    expect(formatShortDate(day, 'it')).toBe('22/11/26');
    expect(formatDate(day, 'en')).toBe('22/11/2026');
    expect(formatLongDate(day, 'it')).toBe('22 novembre 2026');
    expect(formatLongDate(day, 'en')).toBe('November 22nd, 2026');
  });
});
