// GET /api/openapi.json: the API described as OpenAPI 3.1, built once from the routes' own schemas.
import { route, routesOf } from '../operation';
import { openApiDocument } from './document';
import { getOpenapiJson, operations } from './operations';

export function openApiRoutes() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return routesOf([
    route(getOpenapiJson, (c, { reply }) => {
      document ??= openApiDocument(operations, { title: 'Digital fridge API', version: '1' });
      c.header('Cache-Control', 'public, max-age=3600');
      return reply(200, document);
    }),
  ]);
}
