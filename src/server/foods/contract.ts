// The operations of these routes: method, path, request and answers (operation.ts).
import { foodListResponse } from '@/shared/responses/fridge';
import { foodListSpec } from '../foods/service';
import { RANGE, operation } from '../operation';

export const getFoods = operation({
  method: 'get',
  path: '/api/foods',
  tag: 'fridge',
  summary: 'The food catalogue.',
  access: 'public',
  list: foodListSpec,
  responses: { 200: { description: 'A page of foods.', schema: foodListResponse, headers: RANGE } },
});
