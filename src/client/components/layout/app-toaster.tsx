// Where toasts appear. The toaster and its code arrive with the first toast (lib/toast.ts), not before. When
// its code cannot arrive, there is no toast, rather than an error in the page's place.
import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { retryImport } from '@/client/lib/chunk-retry';
import { subscribeToaster, toasterFailed, toasterFailures, toasterWanted } from '@/client/lib/toast';

const loadToaster = () => lazy(() => retryImport(() => import('./toaster')));
let Toaster = loadToaster();

/** Draws nothing once its toaster has failed; drawn anew (a new key) for the next toast. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    Toaster = loadToaster();
    toasterFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function AppToaster() {
  // Rendered ahead of time (the prerendered home page), no toast is wanted yet.
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  const failures = useSyncExternalStore(subscribeToaster, toasterFailures, () => 0);
  if (!wanted) return null;
  return (
    <ToasterBoundary key={failures}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  );
}
