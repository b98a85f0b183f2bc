// The user's achievements (read-only): fresh 5 minutes, kept 15; refetched on an award.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { rewardKeys } from '@/client/lib/query-keys';

export type { UserAchievement } from '@/shared/responses/rewards';

const MINUTE = 60_000;

export const achievementsQuery = (userId: string) =>
  queryOptions({
    queryKey: rewardKeys.achievements(userId),
    queryFn: () => api('get', '/api/achievements'),
    staleTime: 5 * MINUTE,
    gcTime: 15 * MINUTE,
  });
