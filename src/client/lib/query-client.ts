// TanStack Query defaults: data is fresh for 5 minutes and kept for 10 unless a query says otherwise.
import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
    },
  });
}
