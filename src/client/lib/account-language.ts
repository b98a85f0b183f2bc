// The app's language and the account's (users.locale): once signed in, the account decides, on every device;
// a language chosen in the app is saved on the account. Signed out, the device's detection stays (i18n.ts).
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/client/lib/toast';
import { isLanguage, type Language } from '@/shared/constants';
import { api } from './api';
import { currentLanguage } from './i18n';
import { readSinceOpening } from './read-since-opening';
import { knownSession, sessionQuery, type SessionUser } from './session';
import { sessionKeys } from './query-keys';
import { translations } from './translations';
import { appText } from './use-translation';

function languageOf(user: SessionUser | null | undefined): Language | undefined {
  const locale = user?.locale;
  return isLanguage(locale) ? locale : undefined;
}

/**
 * Adopts the account's language when someone signs in, when the app starts with a session, and when the
 * account's language changes (from another device: the session is read again now and then). Only a session
 * the server answered since the app opened counts: the one kept on the device may be older than the device's
 * own choice (it is kept a second after a change), or may have ended since (a sign-out elsewhere).
 */
export function followAccountLanguage(queryClient: QueryClient): void {
  let seen: string | undefined;
  function follow(): void {
    const { data: user, dataUpdatedAt } = queryClient.getQueryState<SessionUser | null>(
      sessionQuery.queryKey,
    ) ?? { data: undefined, dataUpdatedAt: 0 };
    if (!readSinceOpening(dataUpdatedAt)) return;
    const lang = languageOf(user);
    const key = user && lang ? `${user.id} ${lang}` : undefined;
    if (key === seen) return;
    seen = key;
    if (lang && lang !== currentLanguage()) void translations.changeLanguage(lang);
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === sessionKeys.current()[0]) {
      follow();
    }
  });
  follow();
}

function setSessionLocale(queryClient: QueryClient, locale: string): void {
  queryClient.setQueryData<SessionUser | null>(sessionQuery.queryKey, (user) =>
    user ? { ...user, locale } : user,
  );
}

/**
 * The language chosen in the app: shown at once, and saved on the account of whoever is signed in (a guest
 * counts). Should saving fail, the app goes back to the account's language and says so.
 */
export async function chooseLanguage(queryClient: QueryClient, lang: Language): Promise<void> {
  // The session as last known (offline too), so that reading it cannot undo the choice afterwards.
  const user = await knownSession(queryClient).catch(() => null);
  await translations.changeLanguage(lang);
  if (!user || languageOf(user) === lang) return;
  const previous = user.locale ?? currentLanguage();
  await queryClient.cancelQueries({ queryKey: sessionQuery.queryKey });
  setSessionLocale(queryClient, lang);
  try {
    await api('put', '/api/account/locale', { json: { locale: lang } });
    // A session read while saving may have brought the old language back.
    setSessionLocale(queryClient, lang);
  } catch {
    setSessionLocale(queryClient, previous);
    toast.error(appText('common:languageNotSaved'));
  }
}
