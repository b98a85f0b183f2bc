import { describe, expect, it } from 'vitest';
import { FOOD_CATALOGUE, FOOD_SLUGS, foodImagePath } from './food-catalogue';

describe('food catalogue', () => {
  it('has the 24 slugs, each once', () => {
    expect(FOOD_SLUGS).toHaveLength(24);
    expect(new Set(FOOD_SLUGS).size).toBe(24);
    expect(FOOD_SLUGS).toContain('parsimmons');
  });

  it('follows the shelf-life rule: with a bag +50 % rounded down, at least one day more', () => {
    for (const food of FOOD_CATALOGUE) {
      expect(food.expiresWithBagDays, food.slug).toBeGreaterThanOrEqual(food.expiresWithoutBagDays + 1);
      expect(food.expiresWithBagDays, food.slug).toBeLessThanOrEqual(
        Math.floor(food.expiresWithoutBagDays * 1.5),
      );
    }
  });

  it('stores pictures in the public bucket', () => {
    expect(foodImagePath('pears')).toBe('public/foods/pears.svg');
  });
});
