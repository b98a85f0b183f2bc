// The operations of these routes: method, path, request and answers (operation.ts).
import type { z } from 'zod';
import { bagsSummaryResponse, foodTypesResponse, podiumResponse } from '@/shared/responses/activity';
import { operation } from '../operation';

function figures<const N extends string, S extends z.ZodType>(name: N, summary: string, schema: S) {
  return operation({
    method: 'get',
    path: `/api/stats/${name}`,
    tag: 'stats',
    summary,
    access: 'session',
    responses: { 200: { description: 'The figures.', schema } },
  });
}

export const getStatsPodium = figures('podium', 'The three foods stored most often.', podiumResponse);
export const getStatsBags = figures(
  'bags',
  'Items per bag size, and how many are in use.',
  bagsSummaryResponse,
);
export const getStatsFoodTypes = figures('food-types', 'Fruit and vegetable items.', foodTypesResponse);
