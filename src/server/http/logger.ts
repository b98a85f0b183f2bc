// Structured logs: one JSON line per request with its id, method, path, status and duration, and the request's
// id on every other line written while it is answered; every entry passes through redact.ts first, so no
// personal data or secret reaches them. The same middleware counts the request for the metrics.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { metrics } from '../metrics/metrics';
import { pino, type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import { redact } from './redact';

/** The request being answered, for the lines logged meanwhile. */
const answering = new AsyncLocalStorage<{ requestId: string }>();

/** Logs to standard output, or to `destination` (tests read what would be written). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: (err: unknown) => redact(err) },
    mixin: () => answering.getStore() ?? {},
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args;
        // An error logged alone becomes { err }, so pino still takes its (scrubbed) message as the line's.
        const head = first instanceof Error ? { err: redact(first) } : redact(first);
        // The arguments keep their positions and kinds (object, message, format values), only cleaned.
        method.apply(this, [head, ...rest.map((arg) => redact(arg))] as Parameters<LogFn>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A proxy's request id is kept when it is a plain token; anything else (or none) gets one of ours. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The route as registered (`/api/fridge-items/:id`), so the metrics have one series per route, not per id. */
function routeOf(path: string): string {
  return path.includes('*') && !path.startsWith('/storage/') ? 'other' : path;
}

export function requestLogger(logger: Logger): MiddlewareHandler {
  const { requests, requestSeconds } = metrics();
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.header('X-Request-Id', requestId);
    await answering.run({ requestId }, next);
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(routePath(c));
    requests.inc({ method: c.req.method, route, status });
    requestSeconds.observe({ method: c.req.method, route }, seconds);
    const entry = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    };
    if (status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
}
