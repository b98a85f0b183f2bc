// The operations of these routes: method, path, request and answers (operation.ts).
import { healthResponse } from '@/shared/responses/activity';
import { operation } from '../operation';

export const getHealth = operation({
  method: 'get',
  path: '/api/health',
  tag: 'health',
  summary: 'Whether the database answers.',
  access: 'public',
  responses: { 200: { description: 'Up.', schema: healthResponse }, 503: { description: 'Down.' } },
});
