// The household: read, made, joined, left and run by its owner. Every change answers the household as it is
// now, which replaces the cached one; the fridge is read again, as moving in or out changes whose items the
// user sees.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdInvite } from '@/shared/responses/household';
import { apiFetch } from '@/client/lib/api';
import { fridgeKeys, householdKeys, impactKeys } from '@/client/lib/query-keys';

const MINUTE = 60_000;

export type { Household, HouseholdInvite };

export const householdQuery = (userId: string) =>
  queryOptions({
    queryKey: householdKeys.current(userId),
    queryFn: async () => (await apiFetch<{ household: Household | null }>('/api/household')).household,
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

function request(change: Change): [string, RequestInit & { json?: unknown }] {
  switch (change.kind) {
    case 'create':
      return [
        '/api/household',
        { method: 'POST', json: { name: change.name, bringItems: change.bringItems } },
      ];
    case 'join':
      return [
        '/api/household/join',
        { method: 'POST', json: { code: change.code, bringItems: change.bringItems } },
      ];
    case 'rename':
      return ['/api/household', { method: 'PATCH', json: { name: change.name } }];
    case 'revoke':
      return [`/api/household/invites/${encodeURIComponent(change.inviteId)}`, { method: 'DELETE' }];
    case 'leave':
      return ['/api/household/leave', { method: 'POST' }];
    case 'remove':
      return [`/api/household/members/${encodeURIComponent(change.memberId)}`, { method: 'DELETE' }];
    case 'handOver':
      return ['/api/household/owner', { method: 'PUT', json: { userId: change.memberId } }];
  }
}

/** One change of the household; the answer is the household as it is now. */
export function useHouseholdChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      const [path, init] = request(change);
      return (await apiFetch<{ household: Household | null }>(path, init)).household;
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
    mutationFn: () => apiFetch<HouseholdInvite>('/api/household/invites', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.current(userId) }),
  });
}

/** The household screen with `code` filled in, and the link to it. */
export const joinPath = (code: string) => `/household?code=${encodeURIComponent(code)}`;
export const joinLink = (code: string) => `${window.location.origin}${joinPath(code)}`;
