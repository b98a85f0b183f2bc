import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { ErrorFallback } from '@/client/components/error-fallback';
import { SiteHeader } from '@/client/components/layout/site-header';
import { SkipLink } from '@/client/components/layout/skip-link';
import { NotFound } from '@/client/components/not-found';
import type { RouterContext } from '@/client/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => (
    <main id="main">
      <ErrorFallback error={error} reset={reset} />
    </main>
  ),
});

function RootLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Outlet />
      <Toaster position="top-right" richColors duration={3000} />
    </>
  );
}
