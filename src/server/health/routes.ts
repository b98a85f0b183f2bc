// GET /api/health: 200 only when the database answers.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { healthResponse } from '@/shared/responses/activity';
import type { Sent } from '@/shared/responses/wire';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';

const TIMEOUT_MS = 2000;

export function healthRoutes({ database, logger }: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await withTimeout(database.db.execute(sql`select 1`), TIMEOUT_MS);
    } catch (err) {
      logger.warn({ err }, 'health check: database did not answer');
      throw new HttpError(503, 'unavailable', 'errors.unavailable');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', database: database.kind } satisfies Sent<typeof healthResponse>);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
