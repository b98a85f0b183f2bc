// The app's router: its routes, the context their loaders and guards read, and what a failing or unknown
// screen shows. The browser entry makes it with the browser's history; component tests with a memory one.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorFallback } from './components/error-fallback';
import { NotFound } from './components/not-found';
import { knownSession } from './lib/session';
import { routeTree } from './route-tree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // The session last known (kept on the device) answers at once, also offline; it is checked in the background.
    context: {
      queryClient,
      fetchSession: () => knownSession(queryClient),
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
