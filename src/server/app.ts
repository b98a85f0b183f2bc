// The HTTP application: API routes, public storage, the built web app, one error handler.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './app-deps';
import { foodsRoutes } from './foods/routes';
import { healthRoutes } from './health/routes';
import { HttpError, errorHandler, notFoundHandler } from './http/errors';
import { requestLogger } from './http/logger';
import { devMailRoutes } from './mail/dev-routes';
import { securityHeaders } from './http/security-headers';
import { publicStorageRoutes } from './storage/routes';

const MAX_JSON_BODY_BYTES = 64 * 1024;

function apiRoutes(deps: AppDeps) {
  return new Hono().route('/health', healthRoutes(deps)).route('/foods', foodsRoutes(deps));
}

/** The API's type, for the client's typed fetcher (`hc<AppType>`). */
export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps, web?: MiddlewareHandler) {
  const app = new Hono();
  app.use(requestLogger(deps.logger));
  app.use(securityHeaders(deps.env.isProduction));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'payload_too_large', 'errors.badRequest');
      },
    }),
  );
  app.route('/api', apiRoutes(deps));
  app.route('/storage/public', publicStorageRoutes(deps));
  if (!deps.env.isProduction) app.route('/dev', devMailRoutes(deps));
  if (web) app.use('*', web);
  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.logger));
  return app;
}
