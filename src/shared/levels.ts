// docs/product.md#levels: level L starts at 25·L·(L−1) points (L1 0, L2 50, L3 150, L4 300, …), with no cap.

export function levelStart(level: number): number {
  return 25 * level * (level - 1);
}

/** The highest level whose start `points` has reached: the root of 25·L·(L−1) = points, rounded down. */
export function levelFor(points: number): number {
  const safe = Math.max(0, Math.floor(points));
  // Exact at each threshold (1 + 4·L·(L−1) is the square of 2L − 1), and never below the level, as each step is
  // rounded in the same direction; just below a threshold past 7·10^15 points it rounds up to it.
  const level = Math.floor((1 + Math.sqrt(1 + (4 * safe) / 25)) / 2);
  return levelStart(level) > safe ? level - 1 : level;
}

/** Points still needed to reach the next level. */
export function pointsToNextLevel(points: number): number {
  return levelStart(levelFor(points) + 1) - Math.max(0, Math.floor(points));
}
