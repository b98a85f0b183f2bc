// A part of the app loaded on demand (a screen, a dialog) can fail to arrive: a poor signal, or a new
// version deployed meanwhile whose files replaced the old ones. Such a load is tried again a few times
// before the screen offers to reload the app (components/chunk-error.tsx), never a blank page.
// A screen's own code is loaded by the router, which reloads the page once by itself when that file is
// missing (the newer version's page names the newer files); after that its error screen tries again.
import { backoffDelay } from '@/shared/backoff';

const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERRORS.some((pattern) => pattern.test(message));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load` again after 0.5 s, then 1 s, ... when it fails for want of a file; other failures are not retried. */
export async function retryImport<T>(load: () => Promise<T>, retries = 2, delayMs = 500): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries || !isChunkLoadError(error)) throw error;
      await wait(backoffDelay(attempt, { base: delayMs }));
    }
  }
}
