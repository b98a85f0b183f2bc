// A shopping trip: several foods chosen at once, found by a name in either language typed any way, the ones
// the user records most often first, each with the bag size they last used for it, sent as one change.
import type { BagSize } from '@/shared/constants';
import type { CreateFridgeItemInput } from '@/shared/schemas/fridge';
import type { Food, FridgeItem } from '../api/fridge-items';

/** A name as searched: lower case, without accents or anything but letters and digits between words. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The typed text as a stem: a singular or plural ending dropped ("fragola" finds "Fragole", "melanzana"
 * "Melanzane", "strawberry" "strawberries"), but never below three letters.
 */
function stemOf(word: string): string {
  const stem = word.replace(/(?:ies|es|s|[aeiouy])$/, '');
  return stem.length >= 3 ? stem : word;
}

/**
 * Whether a food with these names (its names in every language, its slug) is what `query` asks for: each
 * word typed starts a word of one of the names, its ending forgiven. An empty query finds every food.
 */
export function matchesSearch(names: readonly string[], query: string): boolean {
  const typed = searchable(query).split(' ').filter(Boolean).map(stemOf);
  if (typed.length === 0) return true;
  const words = names.flatMap((name) => searchable(name).split(' '));
  return typed.every((stem) => words.some((word) => word.startsWith(stem)));
}

/** How often the user recorded each food and the bag size they used last, from their items, newest first. */
export interface Habits {
  counts: Map<number, number>;
  lastBag: Map<number, BagSize>;
}

export function habitsOf(itemsNewestFirst: readonly Pick<FridgeItem, 'foodId' | 'bagSize'>[]): Habits {
  const counts = new Map<number, number>();
  const lastBag = new Map<number, BagSize>();
  for (const item of itemsNewestFirst) {
    counts.set(item.foodId, (counts.get(item.foodId) ?? 0) + 1);
    if (!lastBag.has(item.foodId)) lastBag.set(item.foodId, item.bagSize);
  }
  return { counts, lastBag };
}

/** The foods in the picker's order: the most often recorded first, then by name in the user's language. */
export function inTripOrder(
  foods: readonly Food[],
  habits: Habits,
  compareNames: (a: Food, b: Food) => number,
): Food[] {
  const times = (food: Food) => habits.counts.get(food.id) ?? 0;
  return [...foods].sort((a, b) => times(b) - times(a) || compareNames(a, b));
}

/** One food of the trip, with the bag it goes in. */
export interface TripRow {
  food: Food;
  bagSize: BagSize;
}

/** A food just chosen: in the bag size last used for it, else M. */
export function rowFor(food: Food, habits: Habits): TripRow {
  return { food, bagSize: habits.lastBag.get(food.id) ?? 'M' };
}

/**
 * The trip's requests, one per row, all starting `start`: no start at all when it is today (the server's
 * "now"), else the day's midnight on this device, as a single add sends it.
 */
export function tripInputs(rows: readonly TripRow[], start: Date | 'today'): CreateFridgeItemInput[] {
  return rows.map((row) => ({
    foodId: row.food.id,
    bagSize: row.bagSize,
    ...(start === 'today' ? {} : { startDatetime: start.toISOString() }),
  }));
}
