// The operations of these routes: method, path, request and answers (operation.ts).
import { inviteResponse, okResponse } from '@/shared/responses/activity';
import { acceptInviteSchema } from '@/shared/schemas/invites';
import { operation } from '../operation';

export const getInvitesMe = operation({
  method: 'get',
  path: '/api/invites/me',
  tag: 'invites',
  summary: "The user's invite code and how many joined with it.",
  access: 'session',
  responses: { 200: { description: 'The invite.', schema: inviteResponse } },
});

export const postInvitesAccept = operation({
  method: 'post',
  path: '/api/invites/accept',
  tag: 'invites',
  summary: "Enters a friend's invite code, once.",
  access: 'session',
  body: acceptInviteSchema,
  responses: { 200: { description: 'Accepted.', schema: okResponse } },
});
