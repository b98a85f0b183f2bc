// What differs between the four resources an admin manages: their fields, the columns a search looks in, and
// how a row is named in the list. Their shared schemas are admin-checks.ts's, loaded with the first form.
import { FOOD_TYPES } from '@/shared/food-catalogue';
import type { AdminRows, ResourceName } from '../api/resources';
import type { FieldSpec } from './fields';

export interface RowSummary {
  title: string;
  /** A line under the title: the slug or code and what tells rows apart. */
  detail: string;
  /** Retired (not shown to users). */
  inactive?: boolean;
}

export interface ResourceConfig<N extends ResourceName> {
  name: N;
  fields: readonly FieldSpec[];
  /** Columns of the list's search (PostgREST names). */
  searchColumns: readonly string[];
  summary(row: AdminRows[N], language: 'it' | 'en'): RowSummary;
  /** The food's picture is uploaded apart, after the row is saved. */
  picture?: boolean;
}

const titles = [
  { name: 'titleIt', kind: 'text' },
  { name: 'titleEn', kind: 'text' },
] as const satisfies readonly FieldSpec[];

const descriptions = [
  { name: 'descriptionIt', kind: 'textarea' },
  { name: 'descriptionEn', kind: 'textarea' },
] as const satisfies readonly FieldSpec[];

const titled = (row: { titleIt: string; titleEn: string }, language: 'it' | 'en') =>
  language === 'it' ? row.titleIt : row.titleEn;

export const foodsConfig: ResourceConfig<'foods'> = {
  name: 'foods',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'type', kind: 'choice', options: FOOD_TYPES },
    { name: 'slug', kind: 'text' },
    { name: 'expiresWithoutBagDays', kind: 'int' },
    { name: 'expiresWithBagDays', kind: 'int' },
    { name: 'weightSGrams', kind: 'optionalInt' },
    { name: 'weightMGrams', kind: 'optionalInt' },
    { name: 'weightLGrams', kind: 'optionalInt' },
    { name: 'priceCentsPerKg', kind: 'optionalInt' },
    { name: 'co2eGramsPerKg', kind: 'optionalInt' },
  ],
  searchColumns: ['name', 'slug'],
  summary: (row) => ({ title: row.name, detail: row.slug }),
  picture: true,
};

export const prizesConfig: ResourceConfig<'prizes'> = {
  name: 'prizes',
  fields: [
    { name: 'slug', kind: 'text' },
    { name: 'minLevel', kind: 'int' },
    ...titles,
    ...descriptions,
    { name: 'imagePath', kind: 'optionalText' },
    { name: 'active', kind: 'bool' },
  ],
  searchColumns: ['slug', 'title_it', 'title_en'],
  summary: (row, language) => ({ title: titled(row, language), detail: row.slug, inactive: !row.active }),
};

export const couponsConfig: ResourceConfig<'coupons'> = {
  name: 'coupons',
  fields: [
    { name: 'code', kind: 'text' },
    { name: 'percent', kind: 'int' },
    { name: 'validFrom', kind: 'instant' },
    { name: 'validTo', kind: 'instant' },
    { name: 'minLevel', kind: 'int' },
    ...titles,
    ...descriptions,
    { name: 'readMoreUrl', kind: 'text' },
  ],
  searchColumns: ['code', 'title_it', 'title_en'],
  summary: (row, language) => ({ title: titled(row, language), detail: `${row.code} · −${row.percent}%` }),
};

export const ideasConfig: ResourceConfig<'ideas'> = {
  name: 'ideas',
  fields: [
    { name: 'slug', kind: 'text' },
    { name: 'minutes', kind: 'int' },
    { name: 'foods', kind: 'foods' },
    ...titles,
    { name: 'stepsIt', kind: 'lines' },
    { name: 'stepsEn', kind: 'lines' },
    { name: 'active', kind: 'bool' },
  ],
  searchColumns: ['slug', 'title_it', 'title_en'],
  summary: (row, language) => ({
    title: titled(row, language),
    detail: `${row.slug} · ${row.foods.join(', ')}`,
    inactive: !row.active,
  }),
};
