// Where toasts appear. The toaster and its code arrive with the first toast (lib/toast.ts), not before.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { retryImport } from '@/client/lib/chunk-retry';
import { subscribeToaster, toasterWanted } from '@/client/lib/toast';

const Toaster = lazy(() => retryImport(() => import('./toaster')));

export function AppToaster() {
  // Rendered ahead of time (the prerendered home page), no toast is wanted yet.
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
