// TanStack Query defaults: data is fresh for 5 minutes and kept for 10 unless a query says otherwise.
import { onlineManager, QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

export function createQueryClient(): QueryClient {
  // The library assumes a network until the browser says it went away: an app opened offline would try its
  // reads, fail and show errors beside the kept data. Told the truth, it waits for the network instead.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
    },
  });
}
