// Renders a screen of the app to HTML outside the browser, so that it shows before any JavaScript has run:
// - at build time, the home page in each language (scripts/prerender.ts writes the files);
// - at run time, the fridge of the user asking, with their items (the server's page renderer,
//   src/server/web/server-render.ts), together with the data it was drawn from.
// The markup is the app's own: the real routes, header and texts. The browser entry draws the same screen in
// its place once it has started, from the same data (so nothing blinks in between). Built by
// `vite build --ssr`, for Node.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { italianDates } from './lib/italian-dates-processor';
import { LANGUAGES, type Language } from '@/shared/constants';
import { knownSession, sessionQuery } from './lib/session';
import { routeTree } from './route-tree.gen';

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

function resources() {
  const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const [language, file] = path.split('/').slice(-2) as [string, string];
    (byLanguage[language] ??= {})[file.replace(/\.json$/, '')] = catalogue;
  }
  return byLanguage;
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

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

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

async function render(path: string, language: Language, api?: ApiAsUser): Promise<RenderedPage> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .use(italianDates)
      .init({
        resources: resources(),
        supportedLngs: [...LANGUAGES],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        postProcess: ['italianDates'],
        react: { useSuspense: false },
      });
  }
  await i18next.changeLanguage(language);
  // Nothing is asked for twice, nor again after a failure: a screen without its data draws as it would
  // while loading, and the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {
      queryClient,
      fetchSession: () => (api ? knownSession(queryClient) : Promise.resolve(null)),
    },
  });
  // The routes' loaders start the screen's queries without waiting for them: the page waits for them all.
  const load = async () => {
    await router.load();
    await settled(queryClient);
  };
  await (api ? asUser.run(api, load) : load());
  // Signed in, the app speaks the account's language.
  const locale = queryClient.getQueryData(sessionQuery.queryKey)?.locale;
  if (isLanguage(locale) && locale !== language) await i18next.changeLanguage(locale);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const data = dehydrate(queryClient);
  queryClient.clear();
  return { html, language: i18next.language as Language, description: i18next.t('description'), data };
}

// Translations have one current language for the whole process: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The markup of `path` in `language`, as the browser entry would render it; with `api`, as the user it
 * answers for sees it, with the data it was drawn from.
 */
export function renderPage(path: string, language: Language, api?: ApiAsUser): Promise<RenderedPage> {
  const turn = queue.then(() => render(path, language, api));
  queue = turn.catch(() => undefined);
  return turn;
}
