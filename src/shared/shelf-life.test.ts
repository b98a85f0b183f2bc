import { describe, expect, it } from 'vitest';
import { learnedShelfLife, sampleOf, shelfLifeBounds, type ShelfLifeReport } from './shelf-life';

const good = (days: number): ShelfLifeReport => ({ days, stillGood: true });
const off = (days: number): ShelfLifeReport => ({ days, stillGood: false });

describe('a report', () => {
  it('still good says the food lasts at least that long, never less than the catalogue', () => {
    expect(sampleOf(good(8), 5)).toBe(8);
    expect(sampleOf(good(3), 5)).toBe(5);
  });

  it('gone off says it lasts at most that long, never more than the catalogue, never below 0 days', () => {
    expect(sampleOf(off(3), 5)).toBe(3);
    expect(sampleOf(off(8), 5)).toBe(5);
    expect(sampleOf(off(-2), 5)).toBe(0);
    expect(sampleOf(good(-2), 0)).toBe(0);
  });
});

describe('the bounds of a learned shelf life', () => {
  it('are half and one and a half times the catalogue, rounded outwards, at least a day', () => {
    expect(shelfLifeBounds(10)).toEqual({ min: 5, max: 15 });
    expect(shelfLifeBounds(7)).toEqual({ min: 3, max: 11 });
    expect(shelfLifeBounds(1)).toEqual({ min: 1, max: 2 });
    expect(shelfLifeBounds(0)).toEqual({ min: 1, max: 1 });
  });
});

describe('a learned shelf life', () => {
  it('needs 2 reports: one odd bag teaches nothing', () => {
    expect(learnedShelfLife(10, [])).toBeNull();
    expect(learnedShelfLife(10, [off(4)])).toBeNull();
    expect(learnedShelfLife(10, [off(4), off(6)])).toEqual({ days: 5, basedOn: 2 });
  });

  it('is the rounded mean of the last 5 reports, newest first, and says how many', () => {
    expect(learnedShelfLife(10, [good(12), good(13), off(10), good(11), good(12), off(1)])).toEqual({
      days: 12,
      basedOn: 5,
    });
    // 10 + 11 = 21 over 2 is 10.5: rounded up, and then it is no longer the catalogue's 10.
    expect(learnedShelfLife(10, [good(10), good(11)])).toEqual({ days: 11, basedOn: 2 });
    expect(learnedShelfLife(10, [off(9), off(10)])).toBeNull();
  });

  it('stays within half and one and a half times the catalogue', () => {
    expect(learnedShelfLife(10, [off(0), off(1)])).toEqual({ days: 5, basedOn: 2 });
    expect(learnedShelfLife(10, [good(40), good(30)])).toEqual({ days: 15, basedOn: 2 });
  });

  it('is null when the reports agree with the catalogue, or the food has no shelf life in it', () => {
    expect(learnedShelfLife(10, [good(3), off(10)])).toBeNull();
    expect(learnedShelfLife(0, [good(3), good(4)])).toBeNull();
    expect(learnedShelfLife(-1, [good(3), good(4)])).toBeNull();
  });
});
