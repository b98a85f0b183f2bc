// The app's texts in the browser: Italian and English, detected from the device's choice, then the browser's
// languages, then <html lang>; each catalogue loaded when a screen first needs it.
import { FALLBACK_LANGUAGES, isLanguage, LANGUAGE_COOKIE, type Language } from '@/shared/constants';
import { retryImport } from './chunk-retry';
import { writeCookie } from './device-cookies';
import { translations, type Catalogue, type CatalogueSource } from './translations';

// Each namespace of each language is its own chunk, loaded when a screen first needs it. The validation
// messages are shared with the server, so they live in src/shared/locales.
const catalogues = {
  ...import.meta.glob<{ default: Catalogue }>('../locales/*/*.json'),
  ...import.meta.glob<{ default: Catalogue }>('../../shared/locales/*/*.json'),
};

// A catalogue that fails to arrive is asked for again, as a screen's code is.
const lazyCatalogues: CatalogueSource = (language, namespace) => {
  const load =
    catalogues[`../locales/${language}/${namespace}.json`] ??
    catalogues[`../../shared/locales/${language}/${namespace}.json`];
  return load && retryImport(load).then((module) => module.default);
};

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language chosen on this device, then the browser's (in its order of preference), then <html lang>. */
export function detectLanguage(): string[] {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return [...(chosen ? [chosen] : []), ...navigator.languages, document.documentElement.lang].filter(Boolean);
}

/** The first language detected that the app speaks (Italian for `en-GB` is English), else Italian. */
function supported(candidates: string[]): Language {
  for (const candidate of candidates) {
    const base = candidate.split('-')[0]!.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGES[0]!;
}

/**
 * The language is kept on this device (and, signed in, on the account: account-language.ts); the cookie
 * tells the server which language to draw its pages in.
 */
function keepLanguage(language: Language): void {
  if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language)
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  writeCookie(LANGUAGE_COOKIE, language);
}

export function currentLanguage(): Language {
  return isLanguage(translations.language) ? translations.language : 'it';
}

/**
 * Starts translations with the `common` texts, and `namespaces` too when the first screen needs them; in
 * `language` when given (the one a page the server drew is in, for the app to take it over as it is), else
 * in the one detected.
 */
export async function initI18n(namespaces: string[] = [], language?: string): Promise<void> {
  translations.on('languageChanged', () => {
    const chosen = currentLanguage();
    keepLanguage(chosen);
    // Set only when it changes: every element's style depends on it, so setting it (even to the same value,
    // as a page drawn in its language is taken over) makes the browser style the whole page again.
    if (document.documentElement.lang !== chosen) document.documentElement.lang = chosen;
    // What a shared link or a search engine shows follows, once the language's texts are there.
    void translations.loadNamespaces('common').then(() => {
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', translations.t('common:description'));
    });
  });
  await translations.init({
    language: supported(language && isLanguage(language) ? [language] : detectLanguage()),
    namespaces,
    source: lazyCatalogues,
  });
}

/**
 * Resolves once the translations have started and `namespaces` are loaded: for texts asked for outside the
 * screens (a toast at launch), which may come before the app's start has finished.
 */
export async function textsReady(namespaces: string[]): Promise<void> {
  if (!translations.isInitialized) {
    await new Promise<void>((resolve) => translations.on('initialized', () => resolve()));
  }
  await translations.loadNamespaces(namespaces);
}

export { translations };
