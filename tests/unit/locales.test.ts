// Every translation key exists in both languages, in every locales folder, and no text is left empty.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALE_DIRS = ['src/client/locales', 'src/server/locales', 'src/shared/locales'];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(dir: string, lang: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Tree);
}

describe.each(LOCALE_DIRS)('%s', (dir) => {
  const files = [...new Set([...readdirSync(join(dir, 'it')), ...readdirSync(join(dir, 'en'))])];

  it('has the same files in Italian and English', () => {
    expect(readdirSync(join(dir, 'it')).sort()).toEqual(readdirSync(join(dir, 'en')).sort());
  });

  it.each(files)('%s has every key in both languages, none empty', (file) => {
    const it = load(dir, 'it', file);
    const en = load(dir, 'en', file);
    expect(
      [...it.keys()].filter((k) => !en.has(k)),
      'missing in English',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((k) => !it.has(k)),
      'missing in Italian',
    ).toEqual([]);
    const empty = [...it, ...en].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty, 'empty texts').toEqual([]);
  });

  it.each(files)('%s uses the same {{placeholders}} in both languages', (file) => {
    const it = load(dir, 'it', file);
    const en = load(dir, 'en', file);
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) {
      expect(params(it.get(key) ?? ''), key).toEqual(params(text));
    }
  });
});

describe('foods', () => {
  it('every food of the catalogue has a name in both languages', async () => {
    const { FOOD_SLUGS } = await import('../../src/shared/food-catalogue');
    for (const lang of ['it', 'en']) {
      const names = load('src/shared/locales', lang, 'foods.json');
      expect(
        FOOD_SLUGS.filter((slug) => !names.has(`names.${slug}`)),
        lang,
      ).toEqual([]);
    }
  });
});
