// The profile's figures, each its own cache entry: the fridge's add drops all three.
import { queryOptions } from '@tanstack/react-query';
import type { BagSize } from '@/shared/constants';
import { apiFetch } from '@/client/lib/api';

const MINUTE = 60_000;
const cache = { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE };

export interface PodiumPlace {
  slug: string;
  name: string;
  imagePath: string | null;
  count: number;
}

export type BagsSummary = Record<BagSize, { total: number; inUse: number }>;

export const podiumQuery = (userId: string) =>
  queryOptions({
    queryKey: ['podium', userId],
    queryFn: () => apiFetch<PodiumPlace[]>('/api/stats/podium'),
    ...cache,
  });

export const bagsSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['bags-summary', userId],
    queryFn: () => apiFetch<BagsSummary>('/api/stats/bags'),
    ...cache,
  });

export const foodTypesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['food-types', userId],
    queryFn: () => apiFetch<{ fruit: number; vegetable: number }>('/api/stats/food-types'),
    ...cache,
  });
