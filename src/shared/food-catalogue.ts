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
