// How the dispatcher paces its work: how many deliveries are in flight at once, and how long a failed one
// waits before it is tried again.
import { backoffDelay } from '@/shared/backoff';

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential backoff with jitter: between half and all of base × 2^(attempt − 1), at most an hour. */
export function retryDelay(baseMs: number, attempt: number, random = Math.random): number {
  return backoffDelay(attempt - 1, { base: baseMs, max: MAX_RETRY_DELAY_MS, jitter: true }, random);
}

export type Limiter = (task: () => Promise<void>) => Promise<void>;

/** Runs tasks with at most `max` of them in flight, in the order they are given. */
export function limiter(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      await task();
    } finally {
      // The slot passes straight to the next task waiting, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
