// Renders a screen of the app to HTML outside the browser, so that it shows before any JavaScript has run:
// - at build time, the home page in each language (scripts/prerender.ts writes the files);
// - at run time, the screen asked for, as the user asking sees it, with their data (the server's page
//   renderer, src/server/web/server-render.ts), together with the data it was drawn from.
// The markup is the app's own: the same routes, components and texts, in the same tree (app-view.tsx). The
// browser entry hydrates it from the same data: it takes the page over as it is, without drawing it again
// (ADR 030). Built by `vite build --ssr`, for Node.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  dehydrate,
  QueryClient,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { isLanguage, type Language } from '@/shared/constants';
import type { PublicConfig } from '@/shared/public-config';
import { createAppRouter } from './app-router';
import { AppView } from './app-view';
import { takePublicConfig } from './lib/config';
import { drawingFor } from './lib/device-cookies';
import { knownSession, sessionQuery } from './lib/session';
import { translations } from './lib/translations';

/** Answers one of the app's API requests (a path such as /api/fridge-items) as the user asking. */
export type ApiAsUser = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderedPage {
  html: string;
  /** The language it is in: the one asked for, or the account's when someone is signed in. */
  language: Language;
  /** The page's description (its `<meta name="description">`) in that language. */
  description: string;
  /** The answers the screen was drawn from, for the browser to start with. */
  data: DehydratedState;
}

const catalogues = {
  ...import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../shared/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};

// Every catalogue is there from the start: a page is drawn in one go, without waiting for texts.
for (const [path, catalogue] of Object.entries(catalogues)) {
  const [language, file] = path.split('/').slice(-2) as [string, string];
  translations.add(language, file.replace(/\.json$/, ''), catalogue);
}

// The app calls its API by path (`fetch('/api/…')`). During a render those calls are answered by the server
// itself, as the user whose page it is; any other address goes to the network as usual.
const asUser = new AsyncLocalStorage<ApiAsUser>();
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const api = asUser.getStore();
  return api && typeof input === 'string' && input.startsWith('/')
    ? api(input, init)
    : networkFetch(input, init);
};

/** Resolves once no query of `queryClient` is being fetched. */
function fetchesEnded(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Resolves once nothing is being fetched, nor about to be: a loader asks for the items once the session has
 * answered, a moment after that answer.
 */
async function settled(queryClient: QueryClient): Promise<void> {
  for (;;) {
    await fetchesEnded(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (queryClient.isFetching() === 0) return;
  }
}

/**
 * A query a component asked for while drawing, which nothing has fetched yet (drawing fetches nothing), and
 * whose answer is the server's, not the device's.
 */
function askedFor(query: Query): boolean {
  const { state } = query;
  if (query.meta?.device) return false;
  if (state.status !== 'pending' || state.fetchStatus !== 'idle') return false;
  if (state.dataUpdateCount > 0 || state.errorUpdateCount > 0) return false;
  const { enabled, queryFn } = query.options as QueryObserverOptions;
  if (!queryFn || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** Fetches what the screen's components asked for while drawing; false when they asked for nothing new. */
async function fetchAskedFor(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(askedFor);
  // A failure is the query's state; the page does not wait on it any longer.
  for (const query of asked) void query.fetch().catch(() => undefined);
  await settled(queryClient);
  return asked.length > 0;
}

/** How many times a screen is drawn again with the data it asked for: each round reads what the last showed. */
const MAX_ROUNDS = 4;

async function render(path: string, language: Language, api?: ApiAsUser): Promise<RenderedPage | null> {
  await translations.changeLanguage(language);
  // Nothing is asked for twice, nor again after a failure: a screen without its data draws as it would
  // while loading, and the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }), {
    fetchSession: () => (api ? knownSession(queryClient) : Promise.resolve(null)),
  });
  const asTheUser = <T,>(work: () => Promise<T>): Promise<T> => (api ? asUser.run(api, work) : work());
  // The routes' loaders start the screen's queries without waiting for them: the page waits for them all.
  await asTheUser(async () => {
    await router.load();
    await settled(queryClient);
  });
  // Only a screen the browser draws alike is drawn here: one that sends the user elsewhere (to log in) or
  // fails is left to the browser.
  const { resolvedLocation, matches } = router.state;
  if (!resolvedLocation || matches.some((match) => match.status !== 'success')) return null;
  // Signed in, the app speaks the account's language.
  const locale = queryClient.getQueryData(sessionQuery.queryKey)?.locale;
  if (isLanguage(locale) && locale !== language) await translations.changeLanguage(locale);
  const app = <AppView queryClient={queryClient} router={router} />;
  // Components ask for their own data as they draw (drawing fetches nothing): what they asked for is read,
  // as the user, and the screen drawn again with it, until it asks for nothing new.
  let html = renderToString(app);
  for (let round = 0; round < MAX_ROUNDS && (await asTheUser(() => fetchAskedFor(queryClient))); round++) {
    html = renderToString(app);
  }
  // A read that failed is not sent with the page: the browser makes it again, so the page draws it as
  // waiting, as the browser's first draw will.
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    for (const query of failed) queryClient.getQueryCache().remove(query);
    html = renderToString(app);
  }
  const data = dehydrate(queryClient);
  queryClient.clear();
  return {
    html,
    language: translations.language as Language,
    description: translations.t('description'),
    data,
  };
}

// Translations have one current language for the whole process: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of `path` (with its query string) in `language`, as the browser entry draws it; with `api`, as
 * the user it answers for sees it, with the data it was drawn from, and the public settings the page
 * carries (`config`: the buy page's and the sign-in's links), drawn as the choices kept on the user's device
 * say (`cookies`: the request's Cookie header). Null when the browser has to draw it: the screen sends the
 * user elsewhere, or fails.
 */
export function renderPage(
  path: string,
  language: Language,
  api?: ApiAsUser,
  config?: PublicConfig,
  cookies: string | null = null,
): Promise<RenderedPage | null> {
  const turn = queue.then(async () => {
    if (config) takePublicConfig(config);
    drawingFor(cookies);
    try {
      return await render(path, language, api);
    } finally {
      drawingFor(null);
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}
