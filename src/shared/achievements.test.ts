import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, achievementByCode, NEW_FOOD_POINTS, reachedCodes } from './achievements';
import { FOOD_SLUGS } from './food-catalogue';

describe('achievements', () => {
  it('are the milestones of docs/product.md#achievements, each with its points', () => {
    const milestones = ACHIEVEMENTS.filter((a) => a.kind !== 'new_food_added').map(
      (a) => `${a.code} ${a.kind} ${a.milestone} ${a.points}`,
    );
    expect(milestones).toEqual([
      'first_bag_S.1 first_bag_S 1 10',
      'first_bag_M.1 first_bag_M 1 10',
      'first_bag_L.1 first_bag_L 1 10',
      'new_fruit_added.1 new_fruit_added 1 10',
      'new_fruit_added.5 new_fruit_added 5 50',
      'new_vegetable_added.1 new_vegetable_added 1 10',
      'new_vegetable_added.5 new_vegetable_added 5 50',
      'bags_used.1 bags_used 1 10',
      'bags_used.5 bags_used 5 25',
      'bags_used.10 bags_used 10 50',
      'bags_used.20 bags_used 20 100',
      'bags_used.50 bags_used 50 300',
      'concurrent_bags.5 concurrent_bags 5 50',
      'concurrent_bags.10 concurrent_bags 10 100',
      'food_consumed.1 food_consumed 1 20',
      'food_consumed.5 food_consumed 5 120',
      'food_consumed.10 food_consumed 10 250',
      'login_streak.5 login_streak 5 20',
      'login_streak.10 login_streak 10 50',
      'people_invited.5 people_invited 5 100',
      'people_invited.10 people_invited 10 300',
    ]);
  });

  it('include one for the first time each food of the catalogue is added', () => {
    const perFood = ACHIEVEMENTS.filter((a) => a.kind === 'new_food_added');
    expect(perFood).toEqual(
      FOOD_SLUGS.map((slug) => ({
        code: `new_food_added.1.${slug}`,
        kind: 'new_food_added',
        milestone: 1,
        points: NEW_FOOD_POINTS,
        itemSlug: slug,
      })),
    );
    expect(NEW_FOOD_POINTS).toBe(20);
  });

  it('are found by their code, and an unknown code finds none', () => {
    expect(achievementByCode('bags_used.5')).toMatchObject({ kind: 'bags_used', milestone: 5, points: 25 });
    expect(achievementByCode(`new_food_added.1.${FOOD_SLUGS[0]}`)?.itemSlug).toBe(FOOD_SLUGS[0]);
    expect(achievementByCode('bags_used.6')).toBeUndefined();
  });

  it('are reached at their milestone, not one before', () => {
    expect(reachedCodes('bags_used', 0)).toEqual([]);
    expect(reachedCodes('bags_used', 1)).toEqual(['bags_used.1']);
    expect(reachedCodes('bags_used', 9)).toEqual(['bags_used.1', 'bags_used.5']);
    expect(reachedCodes('bags_used', 10)).toEqual(['bags_used.1', 'bags_used.5', 'bags_used.10']);
    expect(reachedCodes('login_streak', 4)).toEqual([]);
  });
});
