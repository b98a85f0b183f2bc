// The operations of these routes: method, path, request and answers (operation.ts).
import { IMPACT_SCOPES } from '@/shared/schemas/impact';
import { impactResponse } from '@/shared/responses/impact';
import { z } from 'zod';
import { operation } from '../operation';

export const getImpact = operation({
  method: 'get',
  path: '/api/impact',
  tag: 'activity',
  summary: 'Kilos, euro and CO2e eaten in time, eaten late and thrown away, by week and month.',
  access: 'session',
  query: {
    scope: {
      schema: z.enum(IMPACT_SCOPES),
      description: "me (default): the items the user added; household: every item of the user's household.",
    },
  },
  responses: {
    200: { description: 'The impact figures.', schema: impactResponse },
    409: { description: 'The household was asked for, and the user is in none.' },
    422: { description: 'A scope it does not know.' },
  },
});
