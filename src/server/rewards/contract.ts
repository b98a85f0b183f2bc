// The operations of these routes: method, path, request and answers (operation.ts).
import { claimResponse, couponListResponse, prizeListResponse } from '@/shared/responses/rewards';
import { operation } from '../operation';

export const getPrizes = operation({
  method: 'get',
  path: '/api/prizes',
  tag: 'rewards',
  summary: 'The prizes; with a session, what the user unlocked and claimed.',
  access: 'public',
  responses: { 200: { description: 'The prizes.', schema: prizeListResponse } },
});

export const postPrizesIdClaim = operation({
  method: 'post',
  path: '/api/prizes/{id}/claim',
  tag: 'rewards',
  summary: 'Claims a prize (a permanent account of its level); a repeat returns the same claim.',
  access: 'session',
  responses: {
    201: { description: 'Claimed.', schema: claimResponse },
    200: { description: 'Claimed before.', schema: claimResponse },
  },
});

export const getCoupons = operation({
  method: 'get',
  path: '/api/coupons',
  tag: 'rewards',
  summary: 'The coupons valid now whose level the user has reached.',
  access: 'session',
  responses: { 200: { description: 'The coupons.', schema: couponListResponse } },
});
