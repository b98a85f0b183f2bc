// The 24 foods of docs/product.md#foods: the seed data and the slugs that achievement keys are built from.

export const FOOD_TYPES = ['fruit', 'vegetable'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

export interface CatalogueFood {
  slug: string;
  type: FoodType;
  /** Italian name: the `foods.name` column holds it; the UI translates by slug. */
  name: string;
  expiresWithoutBagDays: number;
  expiresWithBagDays: number;
}

function food(
  slug: string,
  type: FoodType,
  name: string,
  expiresWithoutBagDays: number,
  expiresWithBagDays: number,
): CatalogueFood {
  return { slug, type, name, expiresWithoutBagDays, expiresWithBagDays };
}

export const FOOD_CATALOGUE: readonly CatalogueFood[] = [
  food('mandarins', 'fruit', 'Mandarini', 15, 22),
  food('mangoes', 'fruit', 'Mango', 7, 10),
  food('blueberries', 'fruit', 'Mirtilli', 10, 14),
  food('pears', 'fruit', 'Pere', 4, 6),
  food('peaches', 'fruit', 'Pesche', 4, 6),
  food('grapes', 'fruit', 'Uva', 7, 10),
  food('asparagus', 'vegetable', 'Asparagi', 3, 4),
  food('broccoli', 'vegetable', 'Broccoli', 4, 6),
  food('carrots', 'vegetable', 'Carote', 17, 25),
  food('cauliflower', 'vegetable', 'Cavolfiore', 4, 6),
  food('red-cabbage', 'vegetable', 'Cavolo rosso', 10, 15),
  food('cucumbers', 'vegetable', 'Cetrioli', 5, 7),
  food('cardoncelli-mushrooms', 'vegetable', 'Funghi cardoncelli', 5, 7),
  food('lettuce', 'vegetable', 'Lattuga', 5, 7),
  food('eggplants', 'vegetable', 'Melanzane', 5, 7),
  food('bell-peppers', 'vegetable', 'Peperoni', 9, 13),
  food('radishes', 'vegetable', 'Ravanelli', 12, 18),
  food('zucchini', 'vegetable', 'Zucchine', 5, 7),
  food('pineapple', 'fruit', 'Ananas', 6, 9),
  food('avocados', 'fruit', 'Avocado', 3, 4),
  food('cut-avocados', 'fruit', 'Avocado tagliato', 2, 3),
  food('parsimmons', 'fruit', 'Cachi', 5, 7),
  food('strawberries', 'fruit', 'Fragole', 2, 3),
  food('lemons', 'fruit', 'Limoni', 15, 21),
];

export const FOOD_SLUGS = FOOD_CATALOGUE.map((f) => f.slug);

/** Where a food's picture lives inside the public storage bucket, as stored in `foods.image_path`. */
export function foodImagePath(slug: string): string {
  return `public/foods/${slug}.svg`;
}

/**
 * What a bag of each food typically weighs, what a kilo costs and what a kilo emits, for the impact page
 * (docs/product.md#impact). Weights: what fills a bag of each size (S 12×28 cm, M 23×32 cm, L 29×42 cm) as
 * sold in Italian shops (a punnet of berries, a head of lettuce, a few pieces of larger fruit). Prices: our
 * estimates of the usual Italian supermarket price in 2025, rounded to 10 cents, to be checked against the
 * weekly retail prices of the Osservatorio prezzi (Ministry of Enterprise) and ISMEA Mercati; admins can
 * correct them. Emissions: kg CO2e per kg of food over its supply chain, the global means of Poore & Nemecek
 * (2018, Science 360:987), as published by Our World in Data, by the closest food group named in brackets.
 */
export interface FoodFigures {
  /** Grams in a bag of size S, M and L. */
  bagGrams: readonly [number, number, number];
  euroPerKg: number;
  co2ePerKg: number;
}

const CITRUS = 0.39; // citrus fruit
const APPLES = 0.43; // apples (pears are grown and kept alike)
const BERRIES = 1.53; // berries and grapes
const OTHER_FRUIT = 1.05; // other fruit
const BRASSICAS = 0.51; // brassicas
const ROOTS = 0.43; // root vegetables
const OTHER_VEGETABLES = 0.53; // other vegetables

export const FOOD_FIGURES: Readonly<Record<string, FoodFigures>> = {
  mandarins: { bagGrams: [400, 1000, 2000], euroPerKg: 2.2, co2ePerKg: CITRUS },
  mangoes: { bagGrams: [350, 700, 1400], euroPerKg: 4.5, co2ePerKg: OTHER_FRUIT },
  blueberries: { bagGrams: [125, 250, 500], euroPerKg: 14, co2ePerKg: BERRIES },
  pears: { bagGrams: [400, 1000, 2000], euroPerKg: 2.6, co2ePerKg: APPLES },
  peaches: { bagGrams: [400, 1000, 2000], euroPerKg: 2.8, co2ePerKg: OTHER_FRUIT },
  grapes: { bagGrams: [300, 700, 1500], euroPerKg: 3.2, co2ePerKg: BERRIES },
  asparagus: { bagGrams: [250, 500, 1000], euroPerKg: 7, co2ePerKg: OTHER_VEGETABLES },
  broccoli: { bagGrams: [300, 600, 1200], euroPerKg: 2.8, co2ePerKg: BRASSICAS },
  carrots: { bagGrams: [300, 1000, 2000], euroPerKg: 1.4, co2ePerKg: ROOTS },
  cauliflower: { bagGrams: [300, 800, 1500], euroPerKg: 2.2, co2ePerKg: BRASSICAS },
  'red-cabbage': { bagGrams: [300, 800, 1500], euroPerKg: 1.8, co2ePerKg: BRASSICAS },
  cucumbers: { bagGrams: [300, 700, 1400], euroPerKg: 1.9, co2ePerKg: OTHER_VEGETABLES },
  'cardoncelli-mushrooms': { bagGrams: [200, 400, 800], euroPerKg: 9, co2ePerKg: OTHER_VEGETABLES },
  lettuce: { bagGrams: [150, 350, 700], euroPerKg: 2.8, co2ePerKg: OTHER_VEGETABLES },
  eggplants: { bagGrams: [300, 700, 1400], euroPerKg: 2.3, co2ePerKg: OTHER_VEGETABLES },
  'bell-peppers': { bagGrams: [300, 700, 1400], euroPerKg: 3.2, co2ePerKg: OTHER_VEGETABLES },
  radishes: { bagGrams: [150, 300, 600], euroPerKg: 3.5, co2ePerKg: ROOTS },
  zucchini: { bagGrams: [300, 800, 1500], euroPerKg: 2.2, co2ePerKg: OTHER_VEGETABLES },
  pineapple: { bagGrams: [300, 800, 1500], euroPerKg: 2.2, co2ePerKg: OTHER_FRUIT },
  avocados: { bagGrams: [250, 500, 1000], euroPerKg: 5.5, co2ePerKg: OTHER_FRUIT },
  'cut-avocados': { bagGrams: [100, 250, 500], euroPerKg: 5.5, co2ePerKg: OTHER_FRUIT },
  parsimmons: { bagGrams: [300, 800, 1500], euroPerKg: 2.5, co2ePerKg: OTHER_FRUIT },
  strawberries: { bagGrams: [250, 500, 1000], euroPerKg: 6, co2ePerKg: BERRIES },
  lemons: { bagGrams: [300, 1000, 2000], euroPerKg: 2.5, co2ePerKg: CITRUS },
};
