// Exponential backoff: how long to wait before trying something again, the wait doubling with each retry.

export interface BackoffOptions {
  /** The first wait, in whatever unit the caller counts (milliseconds, seconds). */
  base: number;
  /** The longest wait, in the same unit; none when left out. */
  max?: number;
  /** A random point between half the wait and all of it (rounded), so that many clients do not retry together. */
  jitter?: boolean;
}

/**
 * The wait before retry `attempt` (0, or less, for the first): base × 2^attempt, at most `max`; `random`
 * (from 0 to 1) places it when there is jitter.
 */
export function backoffDelay(
  attempt: number,
  { base, max = Infinity, jitter = false }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const delay = Math.min(max, base * 2 ** Math.max(0, attempt));
  return jitter ? Math.round(delay / 2 + random() * (delay / 2)) : delay;
}
