// The impact page's yardsticks (docs/product.md#impact): household food waste at home, per person.

/** Italy: about 618 g of food per person per week (Waste Watcher International Observatory, 2025 report). */
export const ITALY_WASTE_KG_PER_PERSON_WEEK = 0.618;
/** EU: 72 kg per person per year wasted by households (Eurostat, food waste 2022). */
export const EU_WASTE_KG_PER_PERSON_YEAR = 72;
export const EU_WASTE_KG_PER_PERSON_WEEK = Math.round((EU_WASTE_KG_PER_PERSON_YEAR / 52) * 1000) / 1000;

/** How many weeks and months the page charts, the current one included. */
export const IMPACT_WEEKS = 8;
export const IMPACT_MONTHS = 6;
