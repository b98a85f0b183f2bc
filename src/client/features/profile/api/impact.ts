// The impact page's figures, one cache entry per user; closing an item makes them stale.
import { queryOptions } from '@tanstack/react-query';
import type { Impact } from '@/shared/responses/impact';
import { apiFetch } from '@/client/lib/api';
import { impactKeys } from '@/client/lib/query-keys';

export const impactQuery = (userId: string) =>
  queryOptions({
    queryKey: impactKeys.figures(userId),
    queryFn: () => apiFetch<Impact>('/api/impact'),
    staleTime: 60_000,
  });
