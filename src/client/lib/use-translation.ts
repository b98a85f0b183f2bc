// A screen's texts: `useTranslation(namespaces)` gives the text function of its namespaces, typed by their
// keys, and draws again when the language changes. A screen whose texts have not arrived waits for them
// (Suspense), as it waits for its code.
import type { FlatNamespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { translations, type TextOptions, type Translations } from './translations';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/** One promise per wait, as Suspense needs: the same one while the same texts are awaited. */
const waits = new Map<string, Promise<void>>();

function waitFor(namespaces: readonly string[]): Promise<void> {
  const id = `${translations.language}|${namespaces.join(',')}`;
  let wait = waits.get(id);
  if (!wait) {
    wait = translations.loadNamespaces(namespaces).finally(() => waits.delete(id));
    waits.set(id, wait);
  }
  return wait;
}

/** The namespaces asked for, as a list: `common` when none. */
const listOf = (namespaces: Namespaces | undefined): readonly string[] =>
  namespaces === undefined ? ['common'] : [namespaces].flat();

const subscribe = (onChange: () => void) => translations.on('languageChanged', onChange);
const languageNow = () => translations.language;

export function useTranslation<const Ns extends Namespaces = 'common'>(
  namespaces?: Ns,
): { t: TFunction<Ns>; i18n: Translations } {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const list = listOf(namespaces);
  // Suspense's older form, a thrown promise, as react-i18next's was: React draws again once it
  // settles. (`use()` queues that retry where tests drive React in `act`, and they would wait for ever.)
  if (!translations.hasLoaded(list, language)) {
    // Texts that failed to arrive fail the screen as its code would: it tries again, then offers a reload
    // (components/chunk-error.tsx); the next draw asks for them again.
    const failure = translations.takeFailure(list, language);
    if (failure) throw failure;
    throw waitFor(list);
  }
  // The runtime function reads any key; its type is i18next's, which checks each key against the
  // catalogues (i18n-types.d.ts) and which no runtime code implements.
  const t = translations.getFixedT(null, list) as unknown as TFunction<Ns>;
  return { t, i18n: translations };
}

/**
 * The text function of `namespaces` (`common` when none) for texts outside a screen (a toast, an error),
 * in the current language when called, typed as a screen's is.
 */
export function textsOf<const Ns extends Namespaces = 'common'>(namespaces?: Ns): TFunction<Ns> {
  const list = listOf(namespaces);
  return ((key: string, options?: TextOptions) =>
    translations.getFixedT(null, list)(key, options)) as unknown as TFunction<Ns>;
}

/** A text outside a screen, by its full key (`ns:key`), in the current language. */
export const appText = textsOf() as unknown as TFunction<['common', ...Exclude<FlatNamespace, 'common'>[]]>;
