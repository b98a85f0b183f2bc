// Shelf lives that learn (docs/product.md#shelf-lives-that-learn): after an item leaves the fridge the user can
// say whether it was still good. Each report is a sample of how long that food lasts for this user; the last
// few move the user's own shelf life for the food away from the catalogue's, within bounds.

/** How many of the latest reports count. */
export const LEARN_FROM_LAST = 5;
/** Fewer reports than this teach nothing: one odd bag does not move the estimate. */
export const LEARN_AT_LEAST = 2;
/** The learned shelf life stays between half and one and a half times the catalogue's. */
export const LEARN_MIN_FACTOR = 0.5;
export const LEARN_MAX_FACTOR = 1.5;

/** One report: how many days the item had been in the fridge, and whether it was still good then. */
export interface ShelfLifeReport {
  days: number;
  stillGood: boolean;
}

/**
 * What a report says about the shelf life: still good after `days` means it lasts at least that long (never
 * less than the catalogue says: eating early teaches nothing); gone off after `days` means at most that long
 * (never more than the catalogue says: finding it late teaches nothing).
 */
export function sampleOf(report: ShelfLifeReport, catalogueDays: number): number {
  const days = Math.max(0, report.days);
  return report.stillGood ? Math.max(days, catalogueDays) : Math.min(days, catalogueDays);
}

export function shelfLifeBounds(catalogueDays: number): { min: number; max: number } {
  return {
    min: Math.max(1, Math.floor(catalogueDays * LEARN_MIN_FACTOR)),
    max: Math.max(1, Math.ceil(catalogueDays * LEARN_MAX_FACTOR)),
  };
}

/**
 * The user's shelf life for a food from their reports, newest first: the mean of the last LEARN_FROM_LAST
 * samples, rounded and bounded, with how many it is based on; null when there are too few reports, or when
 * they agree with the catalogue.
 */
export function learnedShelfLife(
  catalogueDays: number,
  reportsNewestFirst: ShelfLifeReport[],
): { days: number; basedOn: number } | null {
  if (catalogueDays <= 0) return null;
  const used = reportsNewestFirst.slice(0, LEARN_FROM_LAST);
  if (used.length < LEARN_AT_LEAST) return null;
  const mean = used.reduce((sum, r) => sum + sampleOf(r, catalogueDays), 0) / used.length;
  const { min, max } = shelfLifeBounds(catalogueDays);
  const days = Math.min(max, Math.max(min, Math.round(mean)));
  return days === catalogueDays ? null : { days, basedOn: used.length };
}
