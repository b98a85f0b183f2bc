// Structured logs: one JSON line per request with its id, method, path, status and duration.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.header('X-Request-Id', requestId);
    await next();
    const status = c.res.status;
    const entry = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
}
