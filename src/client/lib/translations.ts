// The app's texts: catalogues by language and namespace, loaded when first needed, and the function that
// reads a text from them (ADR 040). What the app uses of a translation library and no more: `ns:a.b` keys,
// `{{name}}` values, plural forms (`_zero` for none, then the language's `_one`, `_other`), a default for a
// text that is missing, a list of texts read as it is (`returnObjects`), and Italian's article before a
// date. The keys are typed from the English catalogues (i18n-types.d.ts), through the type-only `TFunction`
// of i18next, which is never loaded.
import { elideBeforeDates } from '@/shared/italian-dates';

export type Catalogue = Record<string, unknown>;
/** Where a namespace's catalogue in a language comes from; undefined when there is none. */
export type CatalogueSource = (language: string, namespace: string) => Promise<Catalogue> | undefined;
/** The options a text is read with: its values (`count` chooses the plural form), a default, a language. */
export type TextOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: string;
  lng?: string;
  /** What is at the key as it is: a list or group of texts. */
  returnObjects?: boolean;
};
/** Reads a text by its key, in the namespaces it was made for when the key names none. */
export type Translate = (key: string, options?: TextOptions) => string;

type Listener = (language: string) => void;

const NAMESPACE_SEPARATOR = ':';
const VALUE = /\{\{\s*([\w.]+)\s*\}\}/g;

export class Translations {
  /** The language the texts are read in, once started. */
  language = '';
  isInitialized = false;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Why a catalogue did not arrive, until a screen that needs it says so (use-translation.ts). */
  private readonly failures = new Map<string, unknown>();
  /** Every namespace asked for: a change of language loads them all in the new one before it is made. */
  private readonly used = new Set<string>();
  private readonly listeners = new Map<'languageChanged' | 'initialized', Set<Listener>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, Translate>();
  private source: CatalogueSource = () => undefined;
  /** Resolves once there is a language: what is asked for before then is loaded in it. */
  private readonly started: Promise<void>;
  private start!: () => void;

  constructor() {
    this.started = new Promise((resolve) => (this.start = resolve));
  }

  /** Starts in `language` with `common` and `namespaces` loaded, reading catalogues from `source`. */
  async init(options: { language: string; namespaces: string[]; source?: CatalogueSource }): Promise<void> {
    if (options.source) this.source = options.source;
    for (const namespace of ['common', ...options.namespaces]) this.used.add(namespace);
    await this.loadFor(options.language);
    this.setLanguage(options.language);
    this.isInitialized = true;
    this.emit('initialized', options.language);
  }

  /** Adds a namespace's catalogue in a language (the server has them all from the start). */
  add(language: string, namespace: string, catalogue: Catalogue): void {
    this.catalogues.set(`${language}/${namespace}`, catalogue);
  }

  hasLoaded(namespaces: readonly string[], language = this.language): boolean {
    return namespaces.every((namespace) => this.catalogues.has(`${language}/${namespace}`));
  }

  /**
   * Loads `namespaces` in the current language (once there is one: a screen's loader may ask before the
   * texts have started), and in any language the app changes to later. It resolves when they are there or
   * failed to arrive: a failure is kept for the screen that needs them to show (`takeFailure`).
   */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.used.add(namespace);
    await this.started;
    await this.load(this.language, list).catch(() => undefined);
  }

  /** Changes the language once every namespace used so far is there in it (or failed to arrive). */
  async changeLanguage(language: string): Promise<void> {
    await this.loadFor(language);
    if (language === this.language) return;
    this.setLanguage(language);
  }

  /** Why one of `namespaces` did not arrive in `language`, said once; undefined when none failed. */
  takeFailure(namespaces: readonly string[], language = this.language): unknown {
    for (const namespace of namespaces) {
      const id = `${language}/${namespace}`;
      if (this.failures.has(id)) {
        const failure = this.failures.get(id);
        this.failures.delete(id);
        return failure;
      }
    }
    return undefined;
  }

  on(event: 'languageChanged' | 'initialized', listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** A text in the current language (or `options.lng`); `ns:` in the key names its namespace, else `common`. */
  t: Translate = (key, options) => this.read(key, ['common'], options);

  /**
   * The text function of `namespaces` (a key without `ns:` is looked for in each, in order), in `language`
   * or the current one. The same function each time for the same ones, as long as the language is the same.
   */
  getFixedT(language: string | null, namespaces: string | readonly string[]): Translate {
    const list = typeof namespaces === 'string' ? [namespaces] : [...namespaces];
    const id = `${language ?? this.language}|${list.join(',')}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.read(key, list, language ? { lng: language, ...options } : options);
      this.fixed.set(id, t);
    }
    return t;
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.start();
    this.fixed.clear();
    this.emit('languageChanged', language);
  }

  private emit(event: 'languageChanged' | 'initialized', language: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  /**
   * Loads every namespace used so far in `language`. Without `common` nothing can be said, so its failure
   * is the caller's; another namespace's is kept for its screen, which then offers to reload.
   */
  private async loadFor(language: string): Promise<void> {
    const others = [...this.used].filter((namespace) => namespace !== 'common');
    await Promise.all([this.load(language, ['common']), this.load(language, others).catch(() => undefined)]);
  }

  private load(language: string, namespaces: readonly string[]): Promise<void> {
    return Promise.all(
      namespaces.map((namespace) => {
        const id = `${language}/${namespace}`;
        if (this.catalogues.has(id)) return undefined;
        let loading = this.loading.get(id);
        if (!loading) {
          const source = this.source(language, namespace);
          if (!source) return Promise.reject(new Error(`No catalogue ${id}`));
          loading = source.then(
            (catalogue) => {
              this.catalogues.set(id, catalogue);
              this.failures.delete(id);
            },
            (error: unknown) => {
              // A catalogue that failed to arrive (offline) is asked for again next time.
              this.loading.delete(id);
              this.failures.set(id, error);
              throw error;
            },
          );
          this.loading.set(id, loading);
        }
        return loading;
      }),
    ).then(() => undefined);
  }

  private read(key: string, namespaces: readonly string[], options: TextOptions = {}): string {
    const language = options.lng ?? this.language;
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const [lookIn, path] =
      separator > 0 ? [[key.slice(0, separator)], key.slice(separator + 1)] : [namespaces, key];
    if (options.returnObjects) {
      // A list or group of texts as the catalogue has it (a legal document's sections), read as it is.
      for (const namespace of lookIn) {
        const node = nodeAt(this.catalogues.get(`${language}/${namespace}`), path);
        if (node !== undefined) return node as string;
      }
      return options.defaultValue ?? key;
    }
    const found = this.find(language, lookIn, path, options.count);
    if (found === undefined) return options.defaultValue ?? key;
    const text = found.replace(VALUE, (whole, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? whole : String(value);
    });
    return language.startsWith('it') ? elideBeforeDates(text) : text;
  }

  private find(
    language: string,
    namespaces: readonly string[],
    path: string,
    count: number | undefined,
  ): string | undefined {
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${this.pluralOf(language, count)}`, path]
        : [path];
    for (const namespace of namespaces) {
      const catalogue = this.catalogues.get(`${language}/${namespace}`);
      if (!catalogue) continue;
      for (const candidate of candidates) {
        const text = nodeAt(catalogue, candidate);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }
}

/** What is at a dotted path of a catalogue; undefined when there is nothing. */
function nodeAt(catalogue: Catalogue | undefined, path: string): unknown {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The app's texts: one language at a time, for the whole page (or, on the server, the page being drawn). */
export const translations = new Translations();
