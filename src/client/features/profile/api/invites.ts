// Invites: the user's own code and how many joined with it; entering a friend's code once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { profileKeys } from '@/client/lib/query-keys';

const MINUTE = 60_000;

export const inviteQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.invite(userId),
    queryFn: () => api('get', '/api/invites/me'),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });

/** POST /api/invites/accept; the user's own invite is read again afterwards. */
export function useAcceptInvite(
  userId: string,
  { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('post', '/api/invites/accept', { json: { code } }),
    onSuccess: () => {
      onSuccess?.();
      void queryClient.invalidateQueries({ queryKey: profileKeys.invite(userId) });
    },
    ...(onError ? { onError } : {}),
  });
}
