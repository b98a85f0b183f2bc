// The user's own shelf lives, learned from what they reported after items left the fridge (only the foods
// where they differ from the catalogue's): read by the add dialog, listed and forgotten in the profile.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelfLife } from '@/shared/responses/fridge';
import { api } from './api';
import { fridgeKeys } from './query-keys';

export type { ShelfLife };

export function shelfLivesQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: fridgeKeys.shelfLives(userId),
    enabled: Boolean(userId),
    queryFn: () => api('get', '/api/shelf-lives'),
    staleTime: 10 * 60_000,
  });
}

/** `foodId` forgets one food's, 'all' every food's: the catalogue's shelf life stands again. */
export function useForgetShelfLife(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: number | 'all') =>
      food === 'all'
        ? api('delete', '/api/shelf-lives')
        : api('delete', '/api/shelf-lives/{foodId}', { params: { foodId: food } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fridgeKeys.shelfLives(userId) }),
  });
}
