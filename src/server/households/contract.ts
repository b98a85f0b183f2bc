// The operations of these routes: method, path, request and answers (operation.ts).
import {
  createHouseholdSchema,
  handOverSchema,
  householdNameSchema,
  joinHouseholdSchema,
} from '@/shared/schemas/household';
import { householdInviteResponse, householdResponse } from '@/shared/responses/household';
import { RETRY, operation } from '../operation';

export const getHousehold = operation({
  method: 'get',
  path: '/api/household',
  tag: 'household',
  summary: "The account's household with its members (and, for its owner, the open codes); null without one.",
  access: 'session',
  responses: { 200: { description: 'The household.', schema: householdResponse } },
});

export const postHousehold = operation({
  method: 'post',
  path: '/api/household',
  tag: 'household',
  summary:
    'Makes a household with the account as its owner, its fridge’s items with it if asked (not for guests, nor for a member of another).',
  access: 'session',
  body: createHouseholdSchema,
  responses: { 201: { description: 'Made.', schema: householdResponse } },
});

export const patchHousehold = operation({
  method: 'patch',
  path: '/api/household',
  tag: 'household',
  summary: 'Renames the household (its owner).',
  access: 'session',
  body: householdNameSchema,
  responses: { 200: { description: 'Renamed.', schema: householdResponse } },
});

export const postHouseholdInvites = operation({
  method: 'post',
  path: '/api/household/invites',
  tag: 'household',
  summary: 'A code to join the household, valid for 7 days (its owner; at most 5 open at once).',
  access: 'session',
  responses: { 201: { description: 'The code.', schema: householdInviteResponse } },
});

export const deleteHouseholdInvitesId = operation({
  method: 'delete',
  path: '/api/household/invites/{id}',
  tag: 'household',
  summary: 'Revokes a code of the household at once (its owner).',
  access: 'session',
  responses: { 200: { description: 'Revoked.', schema: householdResponse } },
});

export const postHouseholdJoin = operation({
  method: 'post',
  path: '/api/household/join',
  tag: 'household',
  summary:
    'Joins the household of a code neither expired nor revoked, its fridge’s items with it if asked (not for guests).',
  access: 'session',
  body: joinHouseholdSchema,
  responses: {
    200: { description: 'Joined.', schema: householdResponse },
    422: { description: 'A code that does not work (one answer, whether unknown, revoked or expired).' },
    429: { description: 'Too many wrong codes from this account or network: wait.', headers: RETRY },
  },
});

export const postHouseholdLeave = operation({
  method: 'post',
  path: '/api/household/leave',
  tag: 'household',
  summary: 'Leaves the household: an owner hands it to the longest-standing member; the last one ends it.',
  access: 'session',
  responses: { 200: { description: 'Left (the household is then null).', schema: householdResponse } },
});

export const deleteHouseholdMembersUserId = operation({
  method: 'delete',
  path: '/api/household/members/{userId}',
  tag: 'household',
  summary: 'Removes another member from the household (its owner).',
  access: 'session',
  responses: { 200: { description: 'Removed.', schema: householdResponse } },
});

export const putHouseholdOwner = operation({
  method: 'put',
  path: '/api/household/owner',
  tag: 'household',
  summary: 'Makes another member the owner; the previous owner stays as a member.',
  access: 'session',
  body: handOverSchema,
  responses: { 200: { description: 'Handed over.', schema: householdResponse } },
});
