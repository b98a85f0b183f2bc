// The impact page's yardsticks (docs/product.md#impact): household food waste at home, per person.

/** Italy: about 618 g of food per person per week (Waste Watcher International Observatory, 2025 report). */
export const ITALY_WASTE_KG_PER_PERSON_WEEK = 0.618;
/** EU: 72 kg per person per year wasted by households (Eurostat, food waste 2022). */
export const EU_WASTE_KG_PER_PERSON_YEAR = 72;
export const EU_WASTE_KG_PER_PERSON_WEEK = Math.round((EU_WASTE_KG_PER_PERSON_YEAR / 52) * 1000) / 1000;

/** How many weeks and months the page charts, the current one included. */
export const IMPACT_WEEKS = 8;
export const IMPACT_MONTHS = 6;

/** Weight, value and emissions of a set of closed items. */
export interface ImpactFigures {
  items: number;
  kg: number;
  euro: number;
  co2eKg: number;
}

export interface ImpactPeriod {
  /** A week's Monday ("YYYY-MM-DD") or a month ("YYYY-MM"), in the user's zone. */
  start: string;
  eatenKg: number;
  wastedKg: number;
}

/** GET /api/impact. */
export interface Impact {
  totals: { eatenInTime: ImpactFigures; eatenLate: ImpactFigures; wasted: ImpactFigures };
  /** Eaten in time ÷ all closed items; null before the first item is closed. */
  rescueRate: number | null;
  weeks: ImpactPeriod[];
  months: ImpactPeriod[];
  /** Thrown away per week, on average over the charted weeks. */
  wastedKgPerWeek: number;
  mostWasted: { slug: string; name: string; kg: number; items: number }[];
  yardsticks: { italyKgPerWeek: number; euKgPerWeek: number };
}
