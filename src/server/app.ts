// The HTTP application: API routes, public storage, the built web app, one error handler.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { calendarRoutes } from './calendar/routes';
import { impactRoutes } from './impact/routes';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import type { AppDeps } from './app-deps';
import { trustedOrigins, type Auth } from './auth/auth';
import { authGateway } from './auth/gateway';
import { answerLanguage } from './auth/session';
import { foodsRoutes } from './foods/routes';
import { ideasRoutes } from './ideas/routes';
import { achievementRoutes } from './achievements/routes';
import { activityRoutes } from './activity/routes';
import { eventRoutes } from './events/routes';
import { fridgeRoutes } from './fridge/routes';
import { householdRoutes } from './households/routes';
import { inviteRoutes } from './invites/routes';
import { reminderRoutes } from './reminders/routes';
import { rewardRoutes } from './rewards/routes';
import { statsRoutes } from './stats/routes';
import { healthRoutes } from './health/routes';
import { HttpError, errorHandler, notFoundHandler } from './http/errors';
import { closeWhileDraining } from './http/drain';
import { requestLogger } from './http/logger';
import { devMailEnabled, devMailRoutes } from './mail/dev-routes';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { openApiRoutes } from './openapi/routes';
import { publicStorageRoutes } from './storage/routes';

const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Each group of routes registers its operations at their full paths (operation.ts). */
function apiRoutes(deps: AppDeps, auth: Auth) {
  return new Hono()
    .route('/', healthRoutes(deps))
    .route('/', foodsRoutes(deps))
    .route('/', ideasRoutes(deps))
    .route('/', accountRoutes(deps, auth))
    .route('/', calendarRoutes(deps))
    .route('/', fridgeRoutes(deps, auth))
    .route('/', reminderRoutes(deps, auth))
    .route('/', achievementRoutes(deps, auth))
    .route('/', activityRoutes(deps, auth))
    .route('/', statsRoutes(deps, auth))
    .route('/', impactRoutes(deps, auth))
    .route('/', eventRoutes(deps, auth))
    .route('/', inviteRoutes(deps, auth))
    .route('/', householdRoutes(deps, auth))
    .route('/', rewardRoutes(deps, auth))
    .route('/', adminRoutes(deps, auth))
    .route('/', openApiRoutes());
}

export interface AppParts {
  auth: Auth;
  /** The built web app, when there is one. */
  web?: MiddlewareHandler;
  /** The inline scripts of its pages, by hash, for the Content-Security-Policy to allow. */
  scriptHashes?: string[];
}

/** The routes that take a picture, each limited by its own route. */
const PICTURE_UPLOADS = /^\/api\/(account\/picture|admin\/foods\/[^/]+\/picture)$/;

export function createApp(deps: AppDeps, { auth, web, scriptHashes }: AppParts) {
  const app = new Hono();
  app.use(requestLogger(deps.logger));
  if (deps.drain) app.use(closeWhileDraining(deps.drain));
  app.use(securityHeaders(deps.env.secureTransport, scriptHashes));
  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', 'errors.tooLarge');
    },
  });
  // The picture uploads (a profile's, a food's) have a larger limit of their own.
  // GET and HEAD carry no body to limit (checking would make the adapter build a full Request).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || PICTURE_UPLOADS.test(c.req.path)
      ? next()
      : jsonLimit(c, next),
  );
  app.use('/api/*', originCheck(trustedOrigins(deps.env.publicUrl)));
  app.on(['GET', 'POST'], '/api/auth/*', authGateway(deps, auth));
  app.route('/', apiRoutes(deps, auth));
  app.route('/storage/public', publicStorageRoutes(deps));
  if (devMailEnabled(deps.env)) app.route('/dev', devMailRoutes(deps));
  if (web) app.use('*', web);
  app.notFound(notFoundHandler(answerLanguage(auth)));
  app.onError(errorHandler(deps.logger, answerLanguage(auth)));
  return app;
}
