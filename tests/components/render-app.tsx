// Opens the app at a path as the browser entry does (its router, query client and translations), with a
// memory history instead of the browser's, in the language the test asks for.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createAppRouter } from '@/client/app-router';
import { i18next, initI18n, LANGUAGE_STORAGE_KEY } from '@/client/lib/i18n';
import { createQueryClient } from '@/client/lib/query-client';
import type { Language } from '@/shared/constants';

export async function renderApp(path: string, language: Language = 'it'): Promise<RenderResult> {
  // The language chosen on the device, as the detector reads it at start and the menu sets it.
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (i18next.isInitialized) await i18next.changeLanguage(language);
  else await initI18n();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
