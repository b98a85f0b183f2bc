// The app as React draws it: the same tree in the browser (main.tsx) and outside it (render.tsx), so that
// the browser can take over the page the server drew instead of drawing it again (ADR 030).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { createAppRouter } from './app-router';

/** Calls `onDrawn` once the app has been drawn for the first time (never outside the browser). */
function Drawn({ onDrawn, children }: { onDrawn?: () => void; children: ReactNode }) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return children;
}

export function AppView({
  queryClient,
  router,
  onDrawn,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  onDrawn?: () => void;
}) {
  return (
    <StrictMode>
      <Drawn {...(onDrawn ? { onDrawn } : {})}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Drawn>
    </StrictMode>
  );
}
