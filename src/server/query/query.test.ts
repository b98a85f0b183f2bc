// The list-query layer through GET /api/foods: every operator, and/or nesting, order, range, count, errors,
// and a query string asked again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOODS_FETCH_LIMIT } from '@/shared/constants';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { fridgeListSpec } from '../fridge/item-views';
import { listQueryFrom } from './list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Food {
  id: number;
  slug: string;
  type: string;
  expiresWithBagDays: number;
}

async function list(query: string): Promise<{ slugs: string[]; range: string | null; foods: Food[] }> {
  const res = await t.request(`/api/foods?${query}`);
  expect(res.status, `${query}: ${res.status}`).toBe(200);
  const foods = (await res.json()) as Food[];
  return { slugs: foods.map((f) => f.slug).sort(), range: res.headers.get('content-range'), foods };
}

async function error(query: string, lang = 'en'): Promise<{ status: number; code: string; message: string }> {
  const res = await t.request(`/api/foods?${query}`, { headers: { 'Accept-Language': lang } });
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

describe('filters', () => {
  it('eq and neq', async () => {
    expect((await list('slug=eq.pears')).slugs).toEqual(['pears']);
    expect((await list('type=neq.fruit')).slugs).toHaveLength(12);
  });

  it('gt, gte, lt, lte on numbers', async () => {
    expect((await list('expires_with_bag_days=gt.21')).slugs).toEqual(['carrots', 'mandarins']);
    expect((await list('expires_with_bag_days=gte.21')).slugs).toEqual(['carrots', 'lemons', 'mandarins']);
    expect((await list('expires_with_bag_days=lt.4')).slugs).toEqual(['cut-avocados', 'strawberries']);
    expect((await list('expires_with_bag_days=lte.4')).slugs).toEqual([
      'asparagus',
      'avocados',
      'cut-avocados',
      'strawberries',
    ]);
  });

  it('in, with plain and quoted values', async () => {
    expect((await list('slug=in.(pears,lemons)')).slugs).toEqual(['lemons', 'pears']);
    expect((await list('slug=in.("pears","red-cabbage")')).slugs).toEqual(['pears', 'red-cabbage']);
    expect((await list('slug=in.()')).slugs).toEqual([]);
  });

  it('like and ilike with * as the wildcard', async () => {
    expect((await list('slug=like.*avocado*')).slugs).toEqual(['avocados', 'cut-avocados']);
    expect((await list('name=like.avocado*')).slugs).toEqual([]);
    expect((await list('name=ilike.avocado*')).slugs).toEqual(['avocados', 'cut-avocados']);
  });

  it('is null', async () => {
    expect((await list('image_path=is.null')).slugs).toEqual([]);
    expect((await list('image_path=not.is.null')).slugs).toHaveLength(24);
  });

  it('camelCase column names work as their snake_case names', async () => {
    expect((await list('expiresWithBagDays=eq.25')).slugs).toEqual(['carrots']);
  });

  it('several filters are combined with and', async () => {
    expect((await list('type=eq.fruit&expires_with_bag_days=gte.14')).slugs).toEqual([
      'blueberries',
      'lemons',
      'mandarins',
    ]);
  });

  it('or, and nested and/or groups', async () => {
    expect((await list('or=(slug.eq.pears,slug.eq.lemons)')).slugs).toEqual(['lemons', 'pears']);
    expect(
      (await list('or=(slug.eq.pears,and(type.eq.vegetable,expires_with_bag_days.gte.18))')).slugs,
    ).toEqual(['carrots', 'pears', 'radishes']);
    expect((await list('and=(type.eq.fruit,or(slug.like.p*,slug.like.m*))')).slugs).toEqual([
      'mandarins',
      'mangoes',
      'parsimmons',
      'peaches',
      'pears',
      'pineapple',
    ]);
    expect((await list('not.or=(type.eq.fruit,expires_with_bag_days.lt.18)')).slugs).toEqual([
      'carrots',
      'radishes',
    ]);
  });
});

describe('order and range', () => {
  it('sorts by a column, ascending or descending, with a tie-breaker', async () => {
    const { foods } = await list('order=expires_with_bag_days.desc,slug.asc&limit=3');
    expect(foods.map((f) => f.slug)).toEqual(['carrots', 'mandarins', 'lemons']);
    const asc = await list('order=slug.asc&limit=2');
    expect(asc.foods.map((f) => f.slug)).toEqual(['asparagus', 'avocados']);
  });

  it('pages with offset and limit and reports the total count', async () => {
    const page = await list('order=slug.asc&offset=2&limit=5');
    expect(page.foods.map((f) => f.slug)).toEqual([
      'bell-peppers',
      'blueberries',
      'broccoli',
      'cardoncelli-mushrooms',
      'carrots',
    ]);
    expect(page.range).toBe('2-6/24');
    expect((await list('type=eq.fruit&limit=2')).range).toBe('0-1/12');
    expect((await list('offset=100')).range).toBe('*/24');
  });
});

describe('malformed queries answer 400 with a message, never 500', () => {
  const cases: [string, string][] = [
    ['slug=xx.pears', 'Unknown operator "xx" in the filter on "slug".'],
    ['slug=eq', 'The filter on "slug" has no value.'],
    ['password=eq.x', '"password" cannot be used to filter or sort.'],
    ['id=eq.abc', '"abc" is not a valid value for "id".'],
    ['id=eq.99999999999', '"99999999999" is not a valid value for "id".'],
    ['type=eq.mineral', '"mineral" is not a valid value for "type".'],
    ['created_at=gt.yesterday', '"yesterday" is not a valid value for "created_at".'],
    ['id=in.1,2', 'The filter on "id" needs a list in parentheses, such as in.(1,2).'],
    ['id=like.1*', '"like" works only on text columns, not on "id".'],
    ['slug=is.maybe', '"is" on "slug" accepts only null, true or false, not "maybe".'],
    ['or=slug.eq.pears', 'The "or" group must be a list of conditions in parentheses.'],
    ['or=(slug.eq.pears', 'The "or" group must be a list of conditions in parentheses.'],
    ['or=(slug.eq.pears,and(id.eq.1)', 'Parentheses or quotes in the filter are not balanced.'],
    ['or=(pears)', '"pears" is not a condition of the form column.operator.value.'],
    ['or=(slug.eq."pears)', 'Parentheses or quotes in the filter are not balanced.'],
    ['order=slug.up', '"slug.up" is not a valid sort: use column.asc or column.desc.'],
    ['order=secret.asc', '"secret" cannot be used to filter or sort.'],
    ['limit=-1', '"limit" must be a whole number of zero or more.'],
    ['offset=ten', '"offset" must be a whole number of zero or more.'],
    ['constructor=eq.1', '"constructor" cannot be used to filter or sort.'],
  ];
  it.each(cases)('%s', async (query, message) => {
    expect(await error(query)).toEqual({ status: 400, code: 'invalid_query', message });
  });

  it('nesting deeper than the limit is refused', async () => {
    const deep = 'or=' + '(and'.repeat(12) + '(id.eq.1' + ')'.repeat(13);
    expect((await error(deep)).status).toBe(400);
  });

  it('messages are in Italian by default', async () => {
    expect((await error('password=eq.x', 'it')).message).toBe(
      '"password" non può essere usato per filtrare o ordinare.',
    );
  });
});

describe(`with more rows than a page may hold (${FOODS_FETCH_LIMIT})`, () => {
  const extra = FOODS_FETCH_LIMIT + 1 - 24;
  beforeAll(async () => {
    await t.database.db.execute(sql`insert into foods (name, type, slug, expires_with_bag_days)
      select 'Extra ' || n, 'fruit', 'extra-' || n, 7 from generate_series(1, ${extra}) as n`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`delete from foods where slug like 'extra-%'`);
  });

  it('caps the page at the resource maximum, and the range says how many there are', async () => {
    const total = FOODS_FETCH_LIMIT + 1;
    const capped = await list('limit=5000');
    expect(capped.foods).toHaveLength(FOODS_FETCH_LIMIT);
    expect(capped.range).toBe(`0-${FOODS_FETCH_LIMIT - 1}/${total}`);
    const rest = await list(`offset=${FOODS_FETCH_LIMIT}&limit=5000`);
    expect(rest.range).toBe(`${FOODS_FETCH_LIMIT}-${FOODS_FETCH_LIMIT}/${total}`);
    expect(new Set([...capped.slugs, ...rest.slugs]).size).toBe(total);
  });
});

describe('a query string asked again', () => {
  it('is read once, and answers as the first time', async () => {
    const url = 'http://localhost/api/fridge-items?state=eq.stored&order=created_at.asc&limit=5';
    const first = listQueryFrom(url, fridgeListSpec);
    expect(listQueryFrom(url, fridgeListSpec)).toBe(first);
    expect(listQueryFrom(url.replace('limit=5', 'limit=6'), fridgeListSpec)).not.toBe(first);
    const query = 'type=eq.fruit&order=slug.desc&limit=3';
    expect(await list(query)).toEqual(await list(query));
  });

  it('is refused each time when it was refused', async () => {
    for (let i = 0; i < 2; i++) expect((await error('order=nope.asc')).status).toBe(400);
  });
});
