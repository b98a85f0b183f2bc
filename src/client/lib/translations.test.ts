import { describe, expect, it } from 'vitest';
import { Translations, type Catalogue } from './translations';

const CATALOGUES: Record<string, Catalogue> = {
  'it/common': {
    greeting: 'Ciao, {{name}}!',
    items_zero: 'Nessun alimento',
    items_one: '{{count}} alimento',
    items_other: '{{count}} alimenti',
    until: 'Fresco fino al {{date}}',
    nested: { deep: { text: 'in fondo' } },
    sections: [{ title: 'Uno' }, { title: 'Due' }],
  },
  'en/common': {
    greeting: 'Hello, {{name}}!',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    until: 'Fresh until {{date}}',
    nested: { deep: { text: 'deep down' } },
  },
  'it/fridge': { title: 'Il tuo frigo' },
  'en/fridge': { title: 'Your fridge' },
  'it/foods': { names: { pears: 'Pere' } },
  'en/foods': { names: { pears: 'Pears' } },
};

/** Translations over the catalogues above, noting each catalogue it asks for. */
function started() {
  const asked: string[] = [];
  const translations = new Translations();
  const source = (language: string, namespace: string) => {
    const catalogue = CATALOGUES[`${language}/${namespace}`];
    if (!catalogue) return undefined;
    asked.push(`${language}/${namespace}`);
    return Promise.resolve(catalogue);
  };
  return { translations, asked, source };
}

describe('the app’s texts', () => {
  it('read a key of a namespace, with its values, its plural form and a default', async () => {
    const { translations, source } = started();
    await translations.init({ language: 'it', namespaces: ['fridge', 'foods'], source });
    const t = translations.t;
    expect(t('greeting', { name: 'Ada' })).toBe('Ciao, Ada!');
    expect(t('items', { count: 0 })).toBe('Nessun alimento');
    expect(t('items', { count: 1 })).toBe('1 alimento');
    expect(t('items', { count: 3 })).toBe('3 alimenti');
    expect(t('nested.deep.text')).toBe('in fondo');
    expect(t('sections', { returnObjects: true })).toEqual([{ title: 'Uno' }, { title: 'Due' }]);
    expect(t('nested', { returnObjects: true })).toEqual({ deep: { text: 'in fondo' } });
    expect(t('fridge:title')).toBe('Il tuo frigo');
    expect(t('foods:names.kiwis', { defaultValue: 'kiwis' })).toBe('kiwis');
    expect(t('fridge:missing')).toBe('fridge:missing');
    // A value that is not given stays as written, rather than vanishing from the sentence.
    expect(t('greeting')).toBe('Ciao, {{name}}!');
    // Italian writes the article a date asks for; English is left as it is.
    expect(t('until', { date: '1 dicembre' })).toBe("Fresco fino all'1 dicembre");
    translations.add('en', 'common', CATALOGUES['en/common']!);
    expect(t('until', { date: '1 December', lng: 'en' })).toBe('Fresh until 1 December');
  });

  it('look a key without a namespace up in each of a screen’s, in order; English has no zero form', async () => {
    const { translations, source } = started();
    await translations.init({ language: 'en', namespaces: ['fridge', 'foods'], source });
    const t = translations.getFixedT(null, ['fridge', 'foods']);
    expect(t('title')).toBe('Your fridge');
    expect(t('names.pears')).toBe('Pears');
    expect(t('common:items', { count: 0 })).toBe('0 items');
    expect(translations.getFixedT(null, ['fridge', 'foods'])).toBe(t);
  });

  it('change language once every namespace used is there in the new one, and say so', async () => {
    const { translations, asked, source } = started();
    await translations.init({ language: 'it', namespaces: [], source });
    await translations.loadNamespaces('fridge');
    expect(asked).toEqual(['it/common', 'it/fridge']);
    const before = translations.getFixedT(null, 'fridge');
    const changes: string[] = [];
    translations.on('languageChanged', (language) => changes.push(language));
    await translations.changeLanguage('en');
    expect(asked).toEqual(['it/common', 'it/fridge', 'en/common', 'en/fridge']);
    expect(changes).toEqual(['en']);
    expect(translations.hasLoaded(['common', 'fridge'])).toBe(true);
    const after = translations.getFixedT(null, 'fridge');
    expect(after).not.toBe(before);
    expect(after('title')).toBe('Your fridge');
    await translations.changeLanguage('en');
    expect(changes).toEqual(['en']);
  });

  it('load what is asked for before they have started, in the language they start in', async () => {
    const { translations, asked, source } = started();
    const early = translations.loadNamespaces('fridge');
    await translations.init({ language: 'en', namespaces: [], source });
    await early;
    expect(asked.sort()).toEqual(['en/common', 'en/fridge']);
    expect(translations.t('fridge:title')).toBe('Your fridge');
  });

  it('ask again for a catalogue that failed to arrive; start without a screen’s, never without common', async () => {
    const translations = new Translations();
    const failing = new Set(['it/common', 'it/fridge']);
    const source = (language: string, namespace: string) =>
      failing.has(`${language}/${namespace}`)
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(CATALOGUES[`${language}/${namespace}`]!);
    await expect(translations.init({ language: 'it', namespaces: ['fridge'], source })).rejects.toThrow(
      'Failed to fetch',
    );
    failing.delete('it/common');
    await translations.init({ language: 'it', namespaces: ['fridge'], source });
    expect(translations.t('greeting', { name: 'Ada' })).toBe('Ciao, Ada!');
    // The screen that needs the texts is told why they are missing, once; then they are asked for again.
    expect(translations.hasLoaded(['fridge'])).toBe(false);
    expect(translations.takeFailure(['common', 'fridge'])).toEqual(
      new Error('Failed to fetch dynamically imported module'),
    );
    expect(translations.takeFailure(['common', 'fridge'])).toBeUndefined();
    failing.delete('it/fridge');
    await translations.loadNamespaces('fridge');
    expect(translations.t('fridge:title')).toBe('Il tuo frigo');
  });
});
