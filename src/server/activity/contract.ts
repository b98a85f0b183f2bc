// The operations of these routes: method, path, request and answers (operation.ts).
import { pingResponse } from '@/shared/responses/activity';
import { operation } from '../operation';

export const postRpcPing = operation({
  method: 'post',
  path: '/api/rpc/ping',
  tag: 'activity',
  summary: 'Counts one login per calendar day in the user’s time zone (X-Time-Zone), and the streak.',
  access: 'session',
  responses: { 200: { description: 'The counts.', schema: pingResponse } },
});
