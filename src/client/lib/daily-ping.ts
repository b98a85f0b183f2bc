// The daily ping: once per calendar day after sign-in (the day tracked in local storage, per user),
// tried again when the tab becomes visible or the network comes back; a failure is logged and retried later.
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { sessionQuery, type SessionUser } from './session';
import { sessionKeys } from './query-keys';
import { browserTimeZoneSoon } from './time-zone';

const KEY = 'daily-ping';

/** Today in the device's calendar, yyyy-MM-dd (without date-fns: this module is in the first page's bundle). */
function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function pingedToday(userId: string, today: string): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    return stored[userId] === today;
  } catch {
    return false;
  }
}

function remember(userId: string, today: string): void {
  // Only today's entries are kept: the map never grows past the users of this device today.
  localStorage.setItem(KEY, JSON.stringify({ [userId]: today }));
}

/** Forgets which users pinged today (signing out): the entry names the account. */
export function forgetDailyPing(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Without local storage nothing was kept.
  }
}

export function startDailyPing(queryClient: QueryClient): void {
  let sending = false;

  async function maybePing(user: SessionUser | null | undefined): Promise<void> {
    const today = localDay();
    if (!user || sending || pingedToday(user.id, today)) return;
    sending = true;
    try {
      // The day counts in the device's zone, which the request names: found by a worker as the app starts.
      await browserTimeZoneSoon();
      await api('post', '/api/rpc/ping');
      remember(user.id, today);
    } catch (error) {
      console.warn('daily ping failed; it will be tried again later', error);
    } finally {
      sending = false;
    }
  }

  const current = () => queryClient.getQueryData(sessionQuery.queryKey);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === sessionKeys.current()[0])
      void maybePing(current());
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void maybePing(current());
  });
  window.addEventListener('online', () => void maybePing(current()));
  // The session may not be needed by the first page: read it (or take it from the cache) to ping at start.
  queryClient.fetchQuery(sessionQuery).then(maybePing, () => undefined);
}
