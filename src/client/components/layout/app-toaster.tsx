// Where toasts appear: on a phone at the bottom, above the tabs, leaving the top to the achievement toast
// (live-events.ts); on a wide screen at the top right, beside it.
import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

const WIDE = '(min-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function AppToaster() {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
  return (
    <Toaster
      position={wide ? 'top-right' : 'bottom-center'}
      // Above the bottom tabs (and the phone's own bar below them), level with the fridge's add button; the
      // toasts' width leaves the button in reach (styles.css).
      mobileOffset={{ bottom: 'calc(6rem + env(safe-area-inset-bottom))' }}
      richColors
      duration={3000}
    />
  );
}
