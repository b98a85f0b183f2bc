// The impact page's figures, one cache entry per user; closing an item makes them stale.
import { queryOptions } from '@tanstack/react-query';
import type { Impact } from '@/shared/impact';
import { apiFetch } from '@/client/lib/api';

export const impactKeys = {
  figures: (userId: string) => ['impact', userId] as const,
};

export const impactQuery = (userId: string) =>
  queryOptions({
    queryKey: impactKeys.figures(userId),
    queryFn: () => apiFetch<Impact>('/api/impact'),
    staleTime: 60_000,
  });
