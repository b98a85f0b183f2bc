import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ErrorFallback } from '@/client/components/error-fallback';
import { AppToaster } from '@/client/components/layout/app-toaster';
import { SiteHeader } from '@/client/components/layout/site-header';
import { SkipLink } from '@/client/components/layout/skip-link';
import { NotFound } from '@/client/components/not-found';
import { useAuthDialog } from '@/client/lib/auth-dialog';
import { retryImport } from '@/client/lib/chunk-retry';
import { usePageTitle } from '@/client/lib/page-title';
import type { RouterContext } from '@/client/lib/router-context';

// Loaded the first time an action asks for a user: most visits never need it.
const AuthDialog = lazy(() =>
  retryImport(() => import('@/client/features/auth/components/auth-dialog')).then((m) => ({
    default: m.AuthDialog,
  })),
);

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
  usePageTitle();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Outlet />
      <AppToaster />
      <AuthDialogWhenNeeded />
    </>
  );
}

function AuthDialogWhenNeeded() {
  const { open } = useAuthDialog();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}
