// Structured logs: one JSON line per request with its id, method, path, status and duration; every entry
// passes through redact.ts first, so no personal data or secret reaches them.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { pino, type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import { redact } from './redact';

/** Logs to standard output, or to `destination` (tests read what would be written). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: (err: unknown) => redact(err) },
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
