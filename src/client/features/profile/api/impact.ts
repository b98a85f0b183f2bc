// The impact page's figures, one cache entry per user and scope (own or household); closing an item makes them stale.
import { queryOptions } from '@tanstack/react-query';
import type { ImpactScope } from '@/shared/schemas/impact';
import { api } from '@/client/lib/api';
import { impactKeys } from '@/client/lib/query-keys';

export const impactQuery = (userId: string, scope: ImpactScope = 'me') =>
  queryOptions({
    queryKey: impactKeys.figures(userId, scope),
    queryFn: () => api('get', '/api/impact', scope === 'me' ? {} : { query: { scope } }),
    staleTime: 60_000,
  });
