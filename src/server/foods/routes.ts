// GET /api/foods: the catalogue, filtered, sorted and paged with PostgREST's syntax.
import { route, routesOf } from '../operation';
import type { AppDeps } from '../app-deps';
import { contentRange, listQueryFrom } from '../query/list';
import { getFoods } from './contract';
import { foodListSpec, listFoods } from './service';

export function foodsRoutes({ database }: AppDeps) {
  return routesOf([
    route(getFoods, async (c, { reply }) => {
      const query = listQueryFrom(c.req.url, foodListSpec);
      const { rows, total } = await listFoods(database.db, query);
      c.header('Content-Range', contentRange(query.offset, rows.length, total));
      return reply(200, rows);
    }),
  ]);
}
