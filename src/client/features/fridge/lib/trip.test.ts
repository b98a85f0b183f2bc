import { describe, expect, it } from 'vitest';
import en from '@/shared/locales/en/foods.json';
import it_ from '@/shared/locales/it/foods.json';
import type { Food } from '../api/fridge-items';
import { habitsOf, inTripOrder, matchesSearch, rowFor, searchable, tripInputs } from './trip';

const food = (id: number, slug: string, type: Food['type'] = 'fruit'): Food => ({
  id,
  name: slug,
  type,
  slug,
  imagePath: null,
  expiresWithBagDays: 10,
  expiresWithoutBagDays: 5,
});
const namesOf = (slug: string) => [
  (it_.names as Record<string, string>)[slug]!,
  (en.names as Record<string, string>)[slug]!,
  slug,
];

describe('searching foods', () => {
  it('finds a food by either language’s name, singular or plural, without accents or capitals', () => {
    const found = (query: string) =>
      Object.keys(en.names).filter((slug) => matchesSearch(namesOf(slug), query));
    expect(found('fragola')).toEqual(['strawberries']);
    expect(found('strawb')).toEqual(['strawberries']);
    expect(found('Strawberry')).toEqual(['strawberries']);
    expect(found('melanzana')).toEqual(['eggplants']);
    expect(found('MELANZÀNE')).toEqual(['eggplants']);
    expect(found('eggplant')).toEqual(['eggplants']);
    expect(found('cavolo rosso')).toEqual(['red-cabbage']);
    expect(found('funghi')).toEqual(['cardoncelli-mushrooms']);
    expect(found('  ')).toHaveLength(Object.keys(en.names).length);
    expect(found('xyz')).toEqual([]);
  });

  it('keeps a short word whole: "uva" is grapes, not every word starting with "uv" or "u"', () => {
    expect(searchable(' Pèsche, noci! ')).toBe('pesche noci');
    const found = Object.keys(en.names).filter((slug) => matchesSearch(namesOf(slug), 'uva'));
    expect(found).toEqual(['grapes']);
  });
});

describe('the trip’s foods and bags', () => {
  const foods = [food(1, 'pears'), food(2, 'carrots', 'vegetable'), food(3, 'apples'), food(4, 'lemons')];
  // Newest first: carrots three times (last in L), lemons once (S).
  const habits = habitsOf([
    { foodId: 2, bagSize: 'L' },
    { foodId: 4, bagSize: 'S' },
    { foodId: 2, bagSize: 'M' },
    { foodId: 2, bagSize: 'S' },
  ]);

  it('puts the foods recorded most often first, then the rest by name', () => {
    const byName = (a: Food, b: Food) => a.slug.localeCompare(b.slug);
    expect(inTripOrder(foods, habits, byName).map((f) => f.slug)).toEqual([
      'carrots',
      'lemons',
      'apples',
      'pears',
    ]);
  });

  it('gives each food the bag size last used for it, else M', () => {
    expect(foods.map((f) => rowFor(f, habits).bagSize)).toEqual(['M', 'L', 'M', 'S']);
  });

  it('sends no start for today and the chosen day’s midnight otherwise', () => {
    const rows = [rowFor(foods[0]!, habits), rowFor(foods[1]!, habits)];
    expect(tripInputs(rows, 'today')).toEqual([
      { foodId: 1, bagSize: 'M' },
      { foodId: 2, bagSize: 'L' },
    ]);
    const day = new Date(2026, 10, 20);
    expect(tripInputs(rows, day)[1]).toEqual({ foodId: 2, bagSize: 'L', startDatetime: day.toISOString() });
  });
});
