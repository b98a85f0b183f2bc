// The user's achievements (read-only): fresh 5 minutes, kept 15; refetched on an award.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';

const MINUTE = 60_000;

export interface UserAchievement {
  id: string;
  achievementCode: string;
  achievementData: { milestone: number; item_slug?: string };
  createdAt: string;
}

export const achievementsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['achievements', userId],
    queryFn: () => apiFetch<UserAchievement[]>('/api/achievements'),
    staleTime: 5 * MINUTE,
    gcTime: 15 * MINUTE,
  });
