// GET /api/openapi.json: the API described as OpenAPI 3.1, built once from the routes' own schemas.
import { Hono } from 'hono';
import { openApiDocument } from './document';
import { operations } from './operations';

export function openApiRoutes() {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono().get('/openapi.json', (c) => {
    document ??= openApiDocument(operations, { title: 'Digital fridge API', version: '1' });
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(document);
  });
}
