// docs/product.md#levels: level L starts at 25·L·(L−1) points (L1 0, L2 50, L3 150, L4 300, …), with no cap.

export function levelStart(level: number): number {
  return 25 * level * (level - 1);
}

export function levelFor(points: number): number {
  const safe = Math.max(0, Math.floor(points));
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * safe) / 25)) / 2));
  // Guard against rounding at the exact thresholds.
  while (levelStart(level + 1) <= safe) level++;
  while (level > 1 && levelStart(level) > safe) level--;
  return level;
}

/** Points still needed to reach the next level. */
export function pointsToNextLevel(points: number): number {
  return levelStart(levelFor(points) + 1) - Math.max(0, Math.floor(points));
}
