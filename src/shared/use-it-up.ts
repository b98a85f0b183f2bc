// "Use it up": which ideas to show for the items about to go off. The rule (docs/product.md#use-it-up): an
// item counts when it ends within USE_IT_UP_DAYS calendar days, today or already past weighing 3, tomorrow 2,
// the day after 1; an idea scores the weights of the items whose food it uses, and the ideas are shown best
// first: higher score, then more of those foods used, then fewer other foods needed, then quicker to make, then
// by title.

/** How many calendar days ahead an item ending counts as "about to go off". */
export const USE_IT_UP_DAYS = 2;

/** An item about to go off: its food and in how many calendar days it ends (0 today, negative: past). */
export interface EndingItem {
  foodSlug: string;
  daysLeft: number;
}

/** What the ranking needs of an idea. */
export interface RankedIdea {
  foods: readonly string[];
  minutes: number;
  title: string;
}

/** How much an item ending in `daysLeft` calendar days weighs: 3 today or past, 2 tomorrow, 1 the day after. */
export function urgency(daysLeft: number): number {
  if (daysLeft > USE_IT_UP_DAYS) return 0;
  return Math.min(3, USE_IT_UP_DAYS + 1 - daysLeft);
}

/** The items that count: those ending within USE_IT_UP_DAYS calendar days, or already past their end. */
export function endingSoon<T extends EndingItem>(items: readonly T[]): T[] {
  return items.filter((item) => urgency(item.daysLeft) > 0);
}

/**
 * An idea's score for these items, how many of the foods about to go off it uses, and how many other foods of
 * the catalogue it needs besides.
 */
export function scoreOf(
  idea: RankedIdea,
  items: readonly EndingItem[],
): { score: number; foods: number; others: number } {
  let score = 0;
  const used = new Set<string>();
  for (const item of items) {
    const weight = urgency(item.daysLeft);
    if (weight === 0 || !idea.foods.includes(item.foodSlug)) continue;
    score += weight;
    used.add(item.foodSlug);
  }
  return { score, foods: used.size, others: idea.foods.filter((food) => !used.has(food)).length };
}

/** The ideas that use at least one of the items, best first (see the rule at the top of this file). */
export function rankIdeas<T extends RankedIdea>(ideas: readonly T[], items: readonly EndingItem[]): T[] {
  const soon = endingSoon(items);
  return ideas
    .map((idea) => ({ idea, ...scoreOf(idea, soon) }))
    .filter((ranked) => ranked.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.foods - a.foods ||
        a.others - b.others ||
        a.idea.minutes - b.idea.minutes ||
        a.idea.title.localeCompare(b.idea.title),
    )
    .map((ranked) => ranked.idea);
}
