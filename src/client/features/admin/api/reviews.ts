// The held prize claims an admin decides, the account looked up to judge one, and the audit list.
import type { adminAccountResponse, adminPrizeClaimResponse } from '@/shared/responses/admin';
import type { Wire } from '@/shared/responses/wire';
import { api, apiPage } from '@/client/lib/api';
import { PAGE_SIZE } from './resources';

export type AdminClaim = Wire<typeof adminPrizeClaimResponse>;
export type AdminAccount = Wire<typeof adminAccountResponse>;

export const CLAIM_STATUSES = ['held', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A page of the claims in one status, newest first. */
export function listClaims(status: ClaimStatus, offset: number) {
  return apiPage('/api/admin/prize-claims', {
    query: { status: `eq.${status}`, limit: PAGE_SIZE, offset },
  });
}

export function approveClaim(id: string) {
  return api('post', '/api/admin/prize-claims/{id}/approve', { params: { id } });
}

/** The reason is the user's to read, in the app and by e-mail. */
export function rejectClaim({ id, reason }: { id: string; reason: string }) {
  return api('post', '/api/admin/prize-claims/{id}/reject', { params: { id }, json: { reason } });
}

/** The account with exactly this address, with its newest points (404 when there is none). */
export function findAccount(email: string) {
  return api('get', '/api/admin/accounts', { query: { email } });
}

/** A page of the audit list, newest first. */
export function auditPage(offset: number) {
  return apiPage('/api/admin/audit', { query: { limit: PAGE_SIZE, offset } });
}
