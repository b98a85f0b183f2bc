// What runs once someone is signed in (a guest counts): their data kept on the device for offline use, the
// fridge changes queued on this device sent, a food prepared as a guest added once the account exists, this
// device's push subscription sent again, and the reminders' number on the app's icon cleared.
// Loaded only then, so a first visit loads none of it.
import type { QueryClient } from '@tanstack/react-query';
import { AFTER_CHANGE_INVALIDATES } from './features/fridge/api/fridge-items';
import { fridgeOutboxEffects } from './features/fridge/api/outbox-effects';
import { retryImport } from './lib/chunk-retry';
import { followSession } from './lib/outbox/follow-session';
import { startOutbox } from './lib/outbox/outbox';
import { keepCache } from './lib/persisted-cache';
import { mayHavePreparedItem } from './lib/prepared-item-key';
import { sessionQuery } from './lib/session';

export function startSignedIn(queryClient: QueryClient): void {
  keepCache(queryClient);
  // What the service worker sent in the background is read back from the server.
  startOutbox(fridgeOutboxEffects(queryClient), () => {
    for (const queryKey of AFTER_CHANGE_INVALIDATES) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
  followSession(queryClient);
  // A food a guest prepared before registering goes into the account's fridge once there is one. Its code
  // (and the checks of what was kept) is loaded only when a food waits, at start or after a change of session.
  let handingOver = false;
  const handOverIfWaiting = () => {
    if (handingOver || !mayHavePreparedItem()) return;
    handingOver = true;
    void retryImport(() => import('./features/fridge/lib/hand-over')).then(
      (m) => m.handOverPreparedItem(queryClient),
      (error: unknown) => {
        handingOver = false;
        console.warn('The prepared food could not be handed over', error);
      },
    );
  };
  handOverIfWaiting();
  // Reminders reach this device only while the server has its subscription: sent again at each start.
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    void retryImport(() => import('./lib/push')).then(
      (m) => m.sendSubscriptionAgain(),
      (error: unknown) => console.warn('The push subscription was not sent again', error),
    );
  }
  clearAppBadge();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') clearAppBadge();
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === JSON.stringify(sessionQuery.queryKey)) {
      handOverIfWaiting();
    }
  });
}

/** The number a reminder put on the app's icon goes once the app is looked at (where the browser has one). */
function clearAppBadge(): void {
  void navigator.clearAppBadge?.().catch(() => undefined);
}
