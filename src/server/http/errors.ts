// One error policy: every failure is answered as { error: { code, message, fields? } }, messages translated.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { languageOf, translate } from './i18n';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    /** A key of the server's `errors` locale file. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: { field: string; messageKey: string; params?: Record<string, string | number> }[],
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export function errorBody(c: Context, error: HttpError): ErrorBody {
  const lang = languageOf(c);
  const fields = error.fields?.map((f) => ({
    field: f.field,
    message: translate(lang, f.messageKey, f.params),
  }));
  return {
    error: {
      code: error.code,
      message: translate(lang, error.messageKey, error.params),
      ...(fields ? { fields } : {}),
    },
  };
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(c, err), err.status);
    // Hono's own errors (e.g. a malformed body) carry a status but no translation.
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json(
        errorBody(c, new HttpError(status as ContentfulStatusCode, 'bad_request', 'errors.badRequest')),
        status as ContentfulStatusCode,
      );
    }
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return c.json(errorBody(c, new HttpError(500, 'internal', 'errors.internal')), 500);
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  c.json(errorBody(c, new HttpError(404, 'not_found', 'errors.notFound')), 404);
