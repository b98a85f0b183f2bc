// GET /api/health: 200 only when the database answers.
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { route, routesOf } from '../operation';
import { getHealth } from './contract';

const TIMEOUT_MS = 2000;

export function healthRoutes({ database, logger }: AppDeps) {
  return routesOf([
    route(getHealth, async (c, { reply }) => {
      try {
        await withTimeout(database.db.execute(sql`select 1`), TIMEOUT_MS);
      } catch (err) {
        logger.warn({ err }, 'health check: database did not answer');
        throw new HttpError(503, 'unavailable', 'errors.unavailable');
      }
      c.header('Cache-Control', 'no-store');
      return reply(200, { status: 'ok', database: database.kind });
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
