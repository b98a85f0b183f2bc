// The profile's figures, each its own cache entry: the fridge's add drops all three.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { statsKeys } from '@/client/lib/query-keys';

export type { BagsSummary, PodiumPlace } from '@/shared/responses/activity';

const MINUTE = 60_000;
const cache = { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE };

export const podiumQuery = (userId: string) =>
  queryOptions({
    queryKey: statsKeys.podium(userId),
    queryFn: () => api('get', '/api/stats/podium'),
    ...cache,
  });

export const bagsSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: statsKeys.bags(userId),
    queryFn: () => api('get', '/api/stats/bags'),
    ...cache,
  });

export const foodTypesQuery = (userId: string) =>
  queryOptions({
    queryKey: statsKeys.foodTypes(userId),
    queryFn: () => api('get', '/api/stats/food-types'),
    ...cache,
  });
