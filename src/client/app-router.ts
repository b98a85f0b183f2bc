// The app's router: its routes, the context their loaders and guards read, and what a failing or unknown
// screen shows. The browser entry makes it with the browser's history; component tests and the server's
// drawing (render.tsx) with a memory one.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorFallback } from './components/error-fallback';
import { NotFound } from './components/not-found';
import type { RouterContext } from './lib/router-context';
import { knownSession } from './lib/session';
import { routeTree } from './route-tree.gen';

/**
 * `server`: the router draws a page outside the browser, where the session is the request's (`fetchSession`)
 * and there are no scroll positions to restore (the router would write a script into the page for them).
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  server?: Pick<RouterContext, 'fetchSession'>,
) {
  let firstScreen = true;
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // The session last known (kept on the device) answers at once, also offline; it is checked in the background.
    context: {
      queryClient,
      fetchSession: server ? () => server.fetchSession() : () => knownSession(queryClient),
    },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // A page the server drew may have been scrolled before the app took it over (ssr, set by the entry): it
    // stays where the user left it. Every later screen starts at its top, or where it was left before.
    scrollRestoration: server
      ? false
      : (): boolean => {
          const taken: boolean = firstScreen && router.ssr !== undefined;
          firstScreen = false;
          return !taken;
        },
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFound,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
