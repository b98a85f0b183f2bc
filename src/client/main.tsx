// The browser entry: checks the settings, starts translations, then renders the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorFallback } from './components/error-fallback';
import { NotFound } from './components/not-found';
import { followAccountLanguage } from './lib/account-language';
import { publicConfig } from './lib/config';
import { startDailyPing } from './lib/daily-ping';
import { startLiveEvents } from './lib/live-events';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/push';
import { createQueryClient } from './lib/query-client';
import { sessionQuery } from './lib/session';
import { routeTree } from './route-tree.gen';
import './styles.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient, fetchSession: () => queryClient.fetchQuery(sessionQuery) },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: ErrorFallback,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start(root: HTMLElement): Promise<void> {
  try {
    publicConfig();
  } catch (error) {
    // Without valid settings nothing can work; say so plainly instead of rendering a broken app.
    root.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  await initI18n();
  followAccountLanguage(queryClient);
  startDailyPing(queryClient);
  startLiveEvents(queryClient, () => void router.navigate({ to: '/prizes' }));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start(document.getElementById('root')!);

// The service worker shows reminders pushed to this device. Development runs without it (it registers when
// notifications are turned on); when its buttons change an item, the fridge and the points are read again.
if (import.meta.env.PROD) {
  registerServiceWorker(() => {
    void queryClient.invalidateQueries({ queryKey: ['fridge-items'] });
    void queryClient.invalidateQueries({ queryKey: ['session'] });
  });
}
