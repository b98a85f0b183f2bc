// TanStack Query defaults: data is fresh for 5 minutes and kept for 10 unless a query says otherwise; changes
// are tried at once, online or not.
import { onlineManager, QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

export function createQueryClient(): QueryClient {
  // The library assumes a network until the browser says it went away, and listens only from the first
  // render: an app opened offline would try its reads, fail and show errors beside the kept data, and one
  // whose network came back while it started would wait on. Told the truth from now on, it does neither.
  if (typeof window !== 'undefined') {
    onlineManager.setEventListener((setOnline) => {
      const follow = () => setOnline(navigator.onLine);
      follow();
      window.addEventListener('online', follow);
      window.addEventListener('offline', follow);
      return () => {
        window.removeEventListener('online', follow);
        window.removeEventListener('offline', follow);
      };
    });
  }
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
      // Offline, a change fails at once with its message instead of waiting, unseen and lost on a reload, to
      // be made when the network comes back. The fridge's changes, which do wait, go through the outbox.
      mutations: { networkMode: 'always' },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The answer is the device's own (the phone's push subscription), not the server's: a page drawn on the
       * server does not read it (render.tsx), and the browser reads it as it draws.
       */
      device?: boolean;
    };
  }
}
