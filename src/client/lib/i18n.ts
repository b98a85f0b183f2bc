// i18next set-up: Italian and English, detected from local storage, then the browser, then <html lang>.
import i18next, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGES, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@/shared/constants';
import { writeCookie } from './device-cookies';
import { italianDates } from './italian-dates-processor';

// Each namespace of each language is its own chunk, loaded when a screen first needs it. The validation
// messages are shared with the server, so they live in src/shared/locales.
const catalogues = {
  ...import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json'),
  ...import.meta.glob<{ default: Record<string, unknown> }>('../../shared/locales/*/*.json'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load =
      catalogues[`../locales/${language}/${namespace}.json`] ??
      catalogues[`../../shared/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language chosen on this device, then the browser's (in its order of preference), then <html lang>. */
export function detectLanguage(): string[] {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return [...(chosen ? [chosen] : []), ...navigator.languages, document.documentElement.lang].filter(Boolean);
}

const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  // The choice is kept on this device (and, signed in, on the account: account-language.ts); the cookie
  // tells the server which prerendered home page to send.
  cacheUserLanguage: (language) => {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    }
    const base = language.split('-')[0]!;
    if ((LANGUAGES as readonly string[]).includes(base)) writeCookie(LANGUAGE_COOKIE, base);
  },
};

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'it';
}

/**
 * Starts translations with the `common` texts, and `namespaces` too when the first screen needs them; in
 * `language` when given (the one a page the server drew is in, for the app to take it over as it is), else
 * in the one detected.
 */
export async function initI18n(namespaces: string[] = [], language?: string): Promise<void> {
  i18next.on('languageChanged', () => {
    document.documentElement.lang = currentLanguage();
    // What a shared link or a search engine shows follows, once the language's texts are there.
    void i18next.loadNamespaces('common').then(() => {
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', i18next.t('common:description'));
    });
  });
  await i18next
    .use(lazyCatalogues)
    .use(italianDates)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...(language && (LANGUAGES as readonly string[]).includes(language) ? { lng: language } : {}),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // A supported language has every text (a test checks both catalogues have the same keys): it needs
      // no fallback, so the other language's catalogues are not downloaded too.
      fallbackLng: (code: string) =>
        (LANGUAGES as readonly string[]).includes(code.split('-')[0]!) ? [] : FALLBACK_LANGUAGES,
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      postProcess: ['italianDates'],
      react: { useSuspense: true },
    });
  document.documentElement.lang = currentLanguage();
}

/**
 * Resolves once the translations have started and `namespaces` are loaded: for texts asked for outside the
 * screens (a toast at launch), which may come before the app's start has finished.
 */
export async function textsReady(namespaces: string[]): Promise<void> {
  if (!i18next.isInitialized) {
    await new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));
  }
  await i18next.loadNamespaces(namespaces);
}

export { i18next };
