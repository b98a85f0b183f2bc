// Renders the home page to HTML at build time, once per language, so that a first visit to / shows it
// before any JavaScript has run (scripts/prerender.ts writes the files, the server picks one by language).
// The markup is the app's own: the real routes, header and texts. The browser entry draws the same screen in
// its place once it has started, after loading its code and texts (so nothing blinks in between).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/constants';
import { routeTree } from './route-tree.gen';

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

/** The markup of `path` in `language`, as the browser entry would render it. */
export async function renderPage(path: string, language: Language): Promise<string> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: resources(),
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18next.changeLanguage(language);
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, fetchSession: () => Promise.resolve(null) },
  });
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
