// The household: read, made, joined, left and run by its owner. Every change answers the household as it is
// now, which replaces the cached one; the fridge is read again, as moving in or out changes whose items the
// user sees.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdInvite } from '@/shared/responses/household';
import { api } from '@/client/lib/api';
import { fridgeKeys, householdKeys, impactKeys } from '@/client/lib/query-keys';

const MINUTE = 60_000;

export type { Household, HouseholdInvite };

export const householdQuery = (userId: string) =>
  queryOptions({
    queryKey: householdKeys.current(userId),
    queryFn: async () => (await api('get', '/api/household')).household,
    staleTime: MINUTE,
  });

type Change =
  | { kind: 'create'; name: string; bringItems: boolean }
  | { kind: 'join'; code: string; bringItems: boolean }
  | { kind: 'rename'; name: string }
  | { kind: 'revoke'; inviteId: string }
  | { kind: 'leave' }
  | { kind: 'remove'; memberId: string }
  | { kind: 'handOver'; memberId: string };

/** The call that makes a change; each answers the household as it is now. */
function send(change: Change) {
  switch (change.kind) {
    case 'create':
      return api('post', '/api/household', { json: { name: change.name, bringItems: change.bringItems } });
    case 'join':
      return api('post', '/api/household/join', {
        json: { code: change.code, bringItems: change.bringItems },
      });
    case 'rename':
      return api('patch', '/api/household', { json: { name: change.name } });
    case 'revoke':
      return api('delete', '/api/household/invites/{id}', { params: { id: change.inviteId } });
    case 'leave':
      return api('post', '/api/household/leave');
    case 'remove':
      return api('delete', '/api/household/members/{userId}', { params: { userId: change.memberId } });
    case 'handOver':
      return api('put', '/api/household/owner', { json: { userId: change.memberId } });
  }
}

/** One change of the household; the answer is the household as it is now. */
export function useHouseholdChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      return (await send(change)).household;
    },
    onSuccess: (household) => {
      queryClient.setQueryData(householdKeys.current(userId), household);
      void queryClient.invalidateQueries({ queryKey: fridgeKeys.all() });
      void queryClient.invalidateQueries({ queryKey: impactKeys.all() });
    },
  });
}

/** A new code to join the household (the owner's); the household is read again to list it. */
export function useNewInvite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('post', '/api/household/invites'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.current(userId) }),
  });
}

/** The household screen with `code` filled in, and the link to it. */
export const joinPath = (code: string) => `/household?code=${encodeURIComponent(code)}`;
export const joinLink = (code: string) => `${window.location.origin}${joinPath(code)}`;
