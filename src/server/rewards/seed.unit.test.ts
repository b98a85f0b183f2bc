// The seasons of the demo coupons: meteorological, from midnight in Rome, across the turn of the year.
import { describe, expect, it } from 'vitest';
import { currentAndNextSeason } from './seed';
import { newRedemptionCode } from './service';

const iso = (d: Date) => d.toISOString();

describe('currentAndNextSeason', () => {
  it('in late November: autumn, then the winter that runs into the next year', () => {
    const [current, next] = currentAndNextSeason(new Date('2026-11-22T10:00:00Z'));
    expect([current.season, current.year, iso(current.from), iso(current.to)]).toEqual([
      'autumn',
      2026,
      '2026-08-31T22:00:00.000Z',
      '2026-11-30T23:00:00.000Z',
    ]);
    expect([next.season, next.year, iso(next.from), iso(next.to)]).toEqual([
      'winter',
      2026,
      '2026-11-30T23:00:00.000Z',
      '2027-02-28T23:00:00.000Z',
    ]);
  });

  it('in January: the winter that began the December before, then spring', () => {
    const [current, next] = currentAndNextSeason(new Date('2027-01-15T12:00:00Z'));
    expect([current.season, current.year, iso(current.from)]).toEqual([
      'winter',
      2026,
      '2026-11-30T23:00:00.000Z',
    ]);
    expect([next.season, next.year, iso(next.from), iso(next.to)]).toEqual([
      'spring',
      2027,
      '2027-02-28T23:00:00.000Z',
      '2027-05-31T22:00:00.000Z',
    ]);
  });

  it('in December, and at the first instant of a season in Rome (still the last day in UTC)', () => {
    expect(currentAndNextSeason(new Date('2026-12-31T23:30:00Z')).map((s) => [s.season, s.year])).toEqual([
      ['winter', 2026],
      ['spring', 2027],
    ]);
    expect(currentAndNextSeason(new Date('2026-08-31T22:00:00Z'))[0].season).toBe('autumn');
    expect(currentAndNextSeason(new Date('2026-08-31T21:59:59Z'))[0].season).toBe('summer');
  });

  it('covers a leap year: winter 2027 ends at midnight on 1 March 2028', () => {
    const [winter] = currentAndNextSeason(new Date('2028-02-29T12:00:00Z'));
    expect([winter.season, winter.year, iso(winter.to)]).toEqual([
      'winter',
      2027,
      '2028-02-29T23:00:00.000Z',
    ]);
  });
});

describe('newRedemptionCode', () => {
  it('is three groups of four readable characters, and differs every time', () => {
    const codes = Array.from({ length: 200 }, newRedemptionCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
