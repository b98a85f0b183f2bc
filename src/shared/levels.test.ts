import { describe, expect, it } from 'vitest';
import { levelFor, levelStart, pointsToNextLevel } from './levels';

describe('levels', () => {
  it('start where docs/product.md#levels says', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(levelStart)).toEqual([
      0, 50, 150, 300, 500, 750, 1050, 1400, 1800, 2250,
    ]);
  });

  it('are reached exactly at their threshold and not one point before', () => {
    for (let level = 2; level <= 60; level++) {
      expect(levelFor(levelStart(level))).toBe(level);
      expect(levelFor(levelStart(level) - 1)).toBe(level - 1);
    }
    expect(levelFor(0)).toBe(1);
    expect(levelFor(-5)).toBe(1);
  });

  it('tell the points to the next level', () => {
    expect(pointsToNextLevel(0)).toBe(50);
    expect(pointsToNextLevel(5)).toBe(45);
    expect(pointsToNextLevel(150)).toBe(150);
  });
});
