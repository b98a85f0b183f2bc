// Each screen's title (the page's <title>), in the user's language: the server writes it into the page it
// sends, the app sets it after each navigation. A path that names no screen is titled "not found" (and the
// server answers it 404). The list of paths is the app's route tree; a type check in the client holds them equal.
import type { Language } from './constants';
import en from './locales/en/pages.json';
import it from './locales/it/pages.json';

type TitleKey = Exclude<keyof typeof en, 'titled'>;

/** The app's screens by path, as its route tree writes them (an index route ends with a slash). */
export const PAGE_TITLE_KEYS = {
  '/': 'home',
  '/tutorial': 'tutorial',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/login': 'login',
  '/signup': 'signup',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/unsubscribe': 'unsubscribe',
  '/fridge': 'fridge',
  '/prizes': 'prizes',
  '/buy': 'buy',
  '/profile': 'profile',
  '/household': 'household',
  '/help/': 'help',
  '/help/how-to-install': 'helpInstall',
  '/help/how-to-fridge': 'helpFridge',
  '/help/how-to-bags': 'helpBags',
  '/profile/create': 'profileCreate',
  '/profile/impact': 'profileImpact',
  '/profile/edit/': 'profileEdit',
  '/profile/edit/set-password': 'setPassword',
  '/admin': 'admin',
} as const satisfies Record<string, TitleKey>;

export type PagePath = keyof typeof PAGE_TITLE_KEYS;

const titles: Record<Language, typeof en> = { en, it };

/** The screen `path` shows, with or without a trailing slash; undefined when it names none. */
export function pageOf(path: string): PagePath | undefined {
  const bare = path.replace(/\/+$/, '') || '/';
  for (const candidate of [bare, `${bare}/`]) {
    if (Object.hasOwn(PAGE_TITLE_KEYS, candidate)) return candidate as PagePath;
  }
  return undefined;
}

/** The title of the page at `path` in `language`: "<screen> · My Fridge", the home page's own. */
export function pageTitle(language: Language, path: string): string {
  const page = pageOf(path);
  const texts = titles[language];
  if (page === '/') return texts.home;
  const name = texts[page ? PAGE_TITLE_KEYS[page] : 'notFound'];
  return texts.titled.replace('{{page}}', name);
}
