// GET /api/health: 200 only when the database answers. /api/health/live: the process answers, nothing asked.
// /api/health/ready: the database answers and has every migration of this build. /metrics: Prometheus's text,
// only with METRICS_TOKEN set and sent as a Bearer token (metrics/metrics.ts says what is counted).
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { pendingMigrations } from '../db/migrate';
import { HttpError } from '../http/errors';
import { metrics } from '../metrics/metrics';
import { route, routesOf } from '../operation';
import { getHealth, getHealthLive, getHealthReady, getMetrics } from './contract';

const TIMEOUT_MS = 2000;

function unavailable(): HttpError {
  return new HttpError(503, 'unavailable', 'errors.unavailable');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function healthRoutes({ database, logger, env, drain }: AppDeps) {
  async function databaseAnswers(): Promise<void> {
    try {
      await withTimeout(database.db.execute(sql`select 1`), TIMEOUT_MS);
    } catch (err) {
      logger.warn({ err }, 'health check: database did not answer');
      throw unavailable();
    }
  }
  const token = env.metricsToken ? digest(env.metricsToken) : undefined;
  if (token) metrics().watch(database);

  return routesOf([
    route(getHealth, async (c, { reply }) => {
      await databaseAnswers();
      c.header('Cache-Control', 'no-store');
      return reply(200, { status: 'ok', database: database.kind });
    }),
    route(getHealthLive, (c, { reply }) => {
      c.header('Cache-Control', 'no-store');
      return reply(200, { status: 'ok' });
    }),
    route(getHealthReady, async (c, { reply }) => {
      // Shutting down: the proxy is to send new users elsewhere.
      if (drain?.draining) throw unavailable();
      await databaseAnswers();
      const pending = await withTimeout(pendingMigrations(database.db), TIMEOUT_MS).catch(() => -1);
      if (pending !== 0) {
        logger.warn({ pending }, 'readiness: migrations missing or unreadable');
        throw unavailable();
      }
      c.header('Cache-Control', 'no-store');
      return reply(200, { status: 'ok', database: database.kind });
    }),
    route(getMetrics, async (c) => {
      if (!token) throw new HttpError(404, 'not_found', 'errors.notFound');
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), token)) {
        c.header('WWW-Authenticate', 'Bearer');
        throw new HttpError(401, 'unauthorized', 'errors.metricsToken');
      }
      const { registry } = metrics();
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', registry.contentType);
      return c.body(await registry.metrics());
    }),
  ]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
