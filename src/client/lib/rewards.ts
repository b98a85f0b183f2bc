// Prizes and coupons. Their keys hold the user's level: when a session refetch brings a new
// level, the lists are read again, without a list of caches to drop.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/shared/constants';
import type { Claim, Localised } from '@/shared/responses/rewards';
import { api } from '@/client/lib/api';
import { rewardKeys } from './query-keys';

export type { Claim, Coupon, Localised, Prize } from '@/shared/responses/rewards';

export const inLanguage = (text: Localised, lang: Language): string => text[lang] || text.en || text.it;

export const prizesQuery = (userId: string | null, level: number) =>
  queryOptions({
    queryKey: rewardKeys.prizes(userId, level),
    queryFn: () => api('get', '/api/prizes'),
  });

export const couponsQuery = (userId: string, level: number) =>
  queryOptions({
    queryKey: rewardKeys.coupons(userId, level),
    queryFn: () => api('get', '/api/coupons'),
  });

export const claimPrize = (id: number) => api('post', '/api/prizes/{id}/claim', { params: { id } });

/** POST /api/prizes/:id/claim; the prizes are read again afterwards, with the claim in them. */
export function useClaimPrize(
  prizeId: number,
  { onSuccess, onError }: { onSuccess?: (claim: Claim) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimPrize(prizeId),
    onSuccess: (claim) => {
      onSuccess?.(claim);
      return queryClient.invalidateQueries({ queryKey: rewardKeys.prizesAll() });
    },
    ...(onError ? { onError } : {}),
  });
}
