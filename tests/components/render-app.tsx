// Opens the app at a path as the browser entry does (its router, query client and translations), with a
// memory history instead of the browser's, in the language the test asks for. The router is handed back for
// the test to read where the app went, as the address bar would show it.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createAppRouter } from '@/client/app-router';
import { initI18n, LANGUAGE_STORAGE_KEY, translations } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import type { Language } from '@/shared/constants';

export type RenderedApp = RenderResult & { router: ReturnType<typeof createAppRouter> };

export async function renderApp(path: string, language: Language = 'it'): Promise<RenderedApp> {
  // The language chosen on the device, as the detector reads it at start and the menu sets it.
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (translations.isInitialized) await translations.changeLanguage(language);
  else await initI18n();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
