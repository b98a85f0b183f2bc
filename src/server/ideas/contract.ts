// The operations of these routes: method, path, request and answers (operation.ts).
import { ideaListResponse } from '@/shared/responses/ideas';
import { operation } from '../operation';

export const getIdeas = operation({
  method: 'get',
  path: '/api/ideas',
  tag: 'fridge',
  summary: 'The ideas to use up what is about to go off, in Italian and English.',
  access: 'public',
  responses: { 200: { description: 'Every active idea.', schema: ideaListResponse } },
});
