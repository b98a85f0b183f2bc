// The signed-in user's real-time events (GET /api/events): an achievement shows its toast
// (achievement-toast.ts), and the achievements and points are read again; a change of the fridge the user
// shares (made on another phone of the household, in another tab) has the fridge read again, unless this page
// made it and has its answer; a change of the household the household too. The browser's EventSource
// reconnects by itself; after a reconnect everything is read again, so no award is missed.
import type { QueryClient } from '@tanstack/react-query';
import { retryImport } from './chunk-retry';
import { fridgeKeys, householdKeys, impactKeys, rewardKeys, sessionKeys } from './query-keys';
import { sessionQuery, type SessionUser } from './session';
import { apiPath } from './api-path';
import { isOwnChange } from './own-changes';

/** An award changes the achievements and the points. */
const AWARDED = [rewardKeys.achievementsAll(), sessionKeys.current()];
/** After events may have been missed, everything they could have changed. */
const REFRESHED = [...AWARDED, fridgeKeys.all(), householdKeys.all()];

/** The key of the change a fridge event names, if it names one. */
function changeOf(data: unknown): string | undefined {
  try {
    const change = (JSON.parse(String(data)) as { change?: unknown } | null)?.change;
    return typeof change === 'string' ? change : undefined;
  } catch {
    return undefined;
  }
}

// The toast's code and the achievements' names come with the first achievement, not with every screen.
// Awards are announced one after the other, so the toast names them in the order they came.
let announced: Promise<void> = Promise.resolve();
function announce(data: unknown, openPrizes: () => void): void {
  announced = announced
    .then(() => retryImport(() => import('./achievement-toast')))
    .then((m) => m.announce(data, openPrizes))
    .catch((error: unknown) => console.warn('Achievement not announced', error));
}

export function startLiveEvents(queryClient: QueryClient, openPrizes: () => void): void {
  let source: EventSource | undefined;
  let userId: string | undefined;
  const invalidate = (keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const refresh = () => invalidate(REFRESHED);

  function follow(user: SessionUser | null | undefined): void {
    if (user?.id === userId) return;
    source?.close();
    source = undefined;
    userId = user?.id;
    if (!user || typeof EventSource === 'undefined') return;
    const next = new EventSource(apiPath('/api/events'));
    let lost = false;
    next.addEventListener('error', () => {
      lost = true;
    });
    next.addEventListener('ready', () => {
      if (lost) refresh();
      lost = false;
    });
    next.addEventListener('resync', refresh);
    next.addEventListener('achievement', (event) => {
      invalidate(AWARDED);
      announce(event.data, openPrizes);
    });
    // The fridge changed on another phone of the household (or in another tab): read it again.
    next.addEventListener('fridge', (event) => {
      if (isOwnChange(changeOf(event.data))) return;
      invalidate([fridgeKeys.all(), impactKeys.all()]);
    });
    // Someone joined, left or was removed (perhaps this user), or it has a new owner or name: read the
    // household again, the fridge, which a member who left no longer shares, and the impact figures.
    next.addEventListener('household', () =>
      invalidate([householdKeys.all(), fridgeKeys.all(), impactKeys.all()]),
    );
    source = next;
  }

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === sessionKeys.current()[0]) {
      follow(queryClient.getQueryData(sessionQuery.queryKey));
    }
  });
  follow(queryClient.getQueryData(sessionQuery.queryKey));
}
