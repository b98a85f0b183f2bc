// GET /api/foods: the catalogue, filtered, sorted and paged with PostgREST's syntax.
import { Hono } from 'hono';
import type { foodListResponse } from '@/shared/responses/fridge';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import { contentRange, listQueryFrom } from '../query/list';
import { foodListSpec, listFoods } from './service';

export function foodsRoutes({ database }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const query = listQueryFrom(c.req.url, foodListSpec);
    const { rows, total } = await listFoods(database.db, query);
    c.header('Content-Range', contentRange(query.offset, rows.length, total));
    return c.json(rows satisfies Sent<typeof foodListResponse>);
  });
}
