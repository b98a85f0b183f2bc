// Shutting down without dropping anyone: once an instance starts draining (SIGTERM), readiness says no, every
// answer asks its client or proxy to close the connection (so no further request is sent on it), event
// streams end with a hint to reconnect soon (to another instance, behind a proxy), and the requests in flight
// finish. main.ts decides when the process may go.
import type { MiddlewareHandler } from 'hono';

export interface Drain {
  readonly draining: boolean;
  /** Starts draining; the listeners run once. */
  start(): void;
  /** Runs `listener` when draining starts (at once if it has); returns how to stop listening. */
  onStart(listener: () => void): () => void;
}

export function createDrain(): Drain {
  const listeners = new Set<() => void>();
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onStart(listener) {
      if (draining) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** While draining, each answer closes its connection: a keep-alive connection would bring more requests. */
export function closeWhileDraining(drain: Drain): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (drain.draining) c.header('Connection', 'close');
  };
}
