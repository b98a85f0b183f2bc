// Brings back to the gateway an error the auth library swallowed: the library answers any unexpected error
// with a bare 500, so a database that cannot serve now (a lost connection, a timeout of ours) would look like
// a bug. The gateway rethrows it, and the app's error handler answers it as everywhere else (503).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/errors';

const requests = new AsyncLocalStorage<{ unavailable?: unknown }>();

/** Runs one call of the library; `unavailable` is the database's refusal it met, if any. */
export async function watchLibrary(
  call: () => Promise<Response>,
): Promise<{ response: Response; unavailable?: unknown }> {
  const seen: { unavailable?: unknown } = {};
  const response = await requests.run(seen, call);
  return { response, ...('unavailable' in seen ? { unavailable: seen.unavailable } : {}) };
}

/**
 * The library's `onAPIError.onError`: a database that cannot serve now is handed to the gateway; any other
 * unexpected error is logged as the library would (its refusals, 4xx, are answers, not errors).
 */
export function libraryErrorHandler(logger: Logger): (error: unknown) => void {
  return (error) => {
    const seen = requests.getStore();
    if (seen && isDatabaseUnavailable(error)) {
      seen.unavailable ??= error;
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'string' && status !== 'INTERNAL_SERVER_ERROR') return;
    logger.error({ source: 'auth', err: error }, 'auth library error');
  };
}
