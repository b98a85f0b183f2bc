// Where toasts appear: on a phone at the bottom, above the tabs, leaving the top to the achievement toast
// (achievement-toast.ts); on a wide screen at the top right, beside it. At the top, always below the header:
// a toast never covers the logo, Help or the menu button, whose targets stay in reach while it shows.
import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterListening } from '@/client/lib/toast';

const WIDE = '(min-width: 640px)';
// The header's height (site-header.tsx: h-14 and its border) and a gap.
const BELOW_HEADER = 'calc(3.5rem + 1px + 0.5rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export default function Toaster() {
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
  // Runs after sonner's own effects (a child's run first): its toaster listens by then.
  useEffect(toasterListening, []);
  return (
    <Sonner
      position={wide ? 'top-right' : 'bottom-center'}
      // Above the bottom tabs (and the phone's own bar below them), level with the fridge's add button; the
      // toasts' width leaves the button in reach (styles.css).
      mobileOffset={{ top: BELOW_HEADER, bottom: 'calc(6rem + env(safe-area-inset-bottom))' }}
      offset={{ top: BELOW_HEADER }}
      richColors
      duration={3000}
    />
  );
}
