// GET /api/events: Server-Sent Events with the signed-in user's own events (achievement awards), for as long
// as the tab keeps it open; a comment every 25 seconds keeps proxies from closing an idle stream. At most
// MAX_STREAMS_PER_USER (10) streams per user on each instance (stream-limit.ts).
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { metrics } from '../metrics/metrics';
import { route, routesOf } from '../operation';
import { getEvents } from './contract';
import { createEventHub, type UserEvent } from './hub';
import { streamLimit } from './stream-limit';

const KEEP_ALIVE_MS = 25_000;
/** How soon a stream ended by a shutdown is to be opened again (EventSource's `retry`), at another instance. */
const RECONNECT_MS = 500;

export function eventRoutes(deps: AppDeps, auth: Auth) {
  const hub = createEventHub(deps.database, (err) => deps.logger.warn({ err }, 'bad event payload'));
  const limit = streamLimit();
  const { streams } = metrics();
  return routesOf([
    route(getEvents, async (c) => {
      const user = await requireUser(auth, c);
      const release = limit.claim(user.id);
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const queue: UserEvent[] = [];
        let wake: (() => void) | undefined;
        const unsubscribe = await hub
          .subscribe(user.id, (event) => {
            queue.push(event);
            wake?.();
          })
          .catch((error: unknown) => {
            release();
            throw error;
          });
        stream.onAbort(() => wake?.());
        // Shutting down: the stream ends, and the browser opens another (reading everything again on it).
        let ending = false;
        const stopDraining = deps.drain?.onStart(() => {
          ending = true;
          wake?.();
        });
        streams.inc();
        try {
          await stream.writeSSE({ event: 'ready', data: '{}' });
          while (!stream.aborted && !stream.closed) {
            const event = queue.shift();
            if (event) {
              await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
              continue;
            }
            // What was already on its way is sent first.
            if (ending) break;
            const timer = new Promise<'timeout'>((resolve) => {
              const id = setTimeout(() => resolve('timeout'), KEEP_ALIVE_MS);
              wake = () => {
                clearTimeout(id);
                resolve('timeout');
              };
            });
            await timer;
            wake = undefined;
            if (queue.length === 0 && !stream.aborted && !ending) await stream.write(': keep-alive\n\n');
          }
          if (ending && !stream.aborted) await stream.write(`retry: ${RECONNECT_MS}\n\n`);
        } finally {
          stopDraining?.();
          streams.dec();
          release();
          await unsubscribe();
        }
      });
    }),
  ]);
}
