// One error policy: every failure is answered as { error: { code, message, fields? } }, messages translated.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { Language } from '@/shared/constants';
import { isDatabaseUnavailable } from '../db/errors';
import { languageOf, translate } from './i18n';

/**
 * Seconds a client is asked to wait when the database cannot serve now (a connection lost, a timeout): long
 * enough for the pool to open new connections or a lock to be released, short enough not to be noticed.
 */
export const UNAVAILABLE_RETRY_SECONDS = 2;

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

/** Finds the language of an error answer (the account's, for a request with a session; app.ts). */
export type AnswerLanguage = (c: Context) => Promise<Language>;

export function errorBody(c: Context, error: HttpError, lang: Language = languageOf(c)): ErrorBody {
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

/**
 * The language of a refusal (4xx); should looking it up fail, the request's own header decides. A server error
 * (5xx) does not look: the database may be what failed.
 */
async function languageFor(c: Context, answerLanguage: AnswerLanguage | undefined): Promise<Language> {
  if (!answerLanguage) return languageOf(c);
  return answerLanguage(c).catch(() => languageOf(c));
}

export function errorHandler(logger: Logger, answerLanguage?: AnswerLanguage): ErrorHandler {
  return async (err, c) => {
    if (err instanceof HttpError) {
      const lang = err.status < 500 ? await languageFor(c, answerLanguage) : languageOf(c);
      // A refusal that says how long to wait says it to programs too (the app's queue reads Retry-After).
      const seconds = err.params.seconds;
      if ((err.status === 429 || err.status === 503) && typeof seconds === 'number' && seconds > 0) {
        c.header('Retry-After', String(Math.ceil(seconds)));
      }
      return c.json(errorBody(c, err, lang), err.status);
    }
    // Hono's own errors (e.g. a malformed body) carry a status but no translation.
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const error = new HttpError(status as ContentfulStatusCode, 'bad_request', 'errors.badRequest');
      return c.json(errorBody(c, error, await languageFor(c, answerLanguage)), error.status);
    }
    // The database could not serve now (a lost connection, a timeout of ours): the request may be tried
    // again, which the app's offline queue does after Retry-After. Not a bug, so not an error line.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return c.json(errorBody(c, new HttpError(503, 'unavailable', 'errors.unavailable')), 503);
    }
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return c.json(errorBody(c, new HttpError(500, 'internal', 'errors.internal')), 500);
  };
}

export function notFoundHandler(answerLanguage?: AnswerLanguage): NotFoundHandler {
  return async (c) => {
    const lang = await languageFor(c, answerLanguage);
    return c.json(errorBody(c, new HttpError(404, 'not_found', 'errors.notFound'), lang), 404);
  };
}
