// What the fridge shows once the app runs, beside the screen the server drew: the card of the foods to use up
// soon, and the idea a reminder linked to. The server draws the fridge without them; the app draws them as it
// takes the page over, here rather than in the whole fridge, so that only they are drawn again then.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { retryImport } from '@/client/lib/chunk-retry';
import type { FridgeItem } from '../api/fridge-items';
import { endingItems } from '../lib/ending';
import { deviceTimeZone } from '../lib/draft';

// Their code comes after the first screen's.
const UseItUpCard = lazy(() =>
  retryImport(() => import('./use-it-up-card')).then((m) => ({ default: m.UseItUpCard })),
);
const IdeaLinkDialog = lazy(() =>
  retryImport(() => import('./idea-dialog')).then((m) => ({ default: m.IdeaLinkDialog })),
);

const noChanges = () => () => undefined;

/** `stored`: the foods in the fridge; `idea`: the slug of an idea a reminder linked to, shown until closed. */
export function FridgeIdeas({
  stored,
  idea,
  onIdeaClosed,
}: {
  stored: FridgeItem[];
  idea?: string;
  onIdeaClosed?: () => void;
}) {
  // False while the server draws and while the app takes its page over, true from then on.
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const ending = running ? endingItems(stored, new Date(), deviceTimeZone) : [];
  return (
    <>
      {ending.length > 0 ? (
        <Suspense fallback={null}>
          <UseItUpCard items={ending} />
        </Suspense>
      ) : null}
      {running && idea ? (
        <Suspense fallback={null}>
          <IdeaLinkDialog slug={idea} onClose={() => onIdeaClosed?.()} />
        </Suspense>
      ) : null}
    </>
  );
}
