// The achievements of docs/product.md#achievements: every code (kind.threshold[.food]) and its points.
// The server awards them; the client lists them, with titles and descriptions from its locale files.
import { FOOD_SLUGS } from './food-catalogue';

export type AchievementKind =
  | 'first_bag_S'
  | 'first_bag_M'
  | 'first_bag_L'
  | 'bags_used'
  | 'new_fruit_added'
  | 'new_vegetable_added'
  | 'concurrent_bags'
  | 'food_consumed'
  | 'login_streak'
  | 'people_invited'
  | 'new_food_added';

export interface Achievement {
  code: string;
  kind: AchievementKind;
  milestone: number;
  points: number;
  /** For new_food_added: the food. */
  itemSlug?: string;
}

/** Milestone → points, per kind. */
export const ACHIEVEMENT_POINTS: Record<
  Exclude<AchievementKind, 'new_food_added'>,
  Record<number, number>
> = {
  first_bag_S: { 1: 10 },
  first_bag_M: { 1: 10 },
  first_bag_L: { 1: 10 },
  new_fruit_added: { 1: 10, 5: 50 },
  new_vegetable_added: { 1: 10, 5: 50 },
  bags_used: { 1: 10, 5: 25, 10: 50, 20: 100, 50: 300 },
  concurrent_bags: { 5: 50, 10: 100 },
  food_consumed: { 1: 20, 5: 120, 10: 250 },
  login_streak: { 5: 20, 10: 50 },
  people_invited: { 5: 100, 10: 300 },
};
export const NEW_FOOD_POINTS = 20;

export const ACHIEVEMENTS: readonly Achievement[] = [
  ...Object.entries(ACHIEVEMENT_POINTS).flatMap(([kind, milestones]) =>
    Object.entries(milestones).map(([milestone, points]) => ({
      code: `${kind}.${milestone}`,
      kind: kind as AchievementKind,
      milestone: Number(milestone),
      points,
    })),
  ),
  ...FOOD_SLUGS.map((slug) => ({
    code: `new_food_added.1.${slug}`,
    kind: 'new_food_added' as const,
    milestone: 1,
    points: NEW_FOOD_POINTS,
    itemSlug: slug,
  })),
];

const BY_CODE = new Map(ACHIEVEMENTS.map((a) => [a.code, a]));

export function achievementByCode(code: string): Achievement | undefined {
  return BY_CODE.get(code);
}

/** The codes of a kind whose milestone `count` has reached. */
export function reachedCodes(kind: Exclude<AchievementKind, 'new_food_added'>, count: number): string[] {
  return Object.keys(ACHIEVEMENT_POINTS[kind])
    .map(Number)
    .filter((milestone) => count >= milestone)
    .map((milestone) => `${kind}.${milestone}`);
}
