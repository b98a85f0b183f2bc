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
    expect(levelFor(49.9)).toBe(1);
  });

  it('stay exact where the square root rounds, up to the largest safe integer', () => {
    // The first level whose threshold less one point the square root rounds up to it.
    expect(levelFor(levelStart(16_778_238) - 1)).toBe(16_778_237);
    for (let level = 2; levelStart(level) <= Number.MAX_SAFE_INTEGER; level = Math.ceil(level * 1.001) + 1) {
      expect(levelFor(levelStart(level))).toBe(level);
      expect(levelFor(levelStart(level) - 1)).toBe(level - 1);
    }
  });

  it('tell the points to the next level', () => {
    expect(pointsToNextLevel(0)).toBe(50);
    expect(pointsToNextLevel(5)).toBe(45);
    expect(pointsToNextLevel(150)).toBe(150);
  });
});
