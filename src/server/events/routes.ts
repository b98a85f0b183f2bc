// GET /api/events: Server-Sent Events with the signed-in user's own events (awards, changes of the fridge and
// of the household), for as long as the tab keeps it open; a comment every 25 seconds keeps proxies from
// closing an idle stream. At most MAX_STREAMS_PER_USER (10) streams per user on each instance
// (stream-limit.ts).
import type { AppDeps } from '../app-deps';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/session';
import { metrics } from '../metrics/metrics';
import { route, routesOf } from '../operation';
import { getEvents } from './contract';
import { EventStream } from './event-stream';
import { createEventHub } from './hub';
import { keepAlive } from './keep-alive';
import { streamLimit } from './stream-limit';

const KEEP_ALIVE_MS = 25_000;
/** How soon a stream ended by a shutdown is to be opened again (EventSource's `retry`), at another instance. */
const RECONNECT_MS = 500;

export function eventRoutes(deps: AppDeps, auth: Auth) {
  const hub = createEventHub(deps.database, (err) => deps.logger.warn({ err }, 'bad event payload'));
  const limit = streamLimit();
  const { streams: openCount } = metrics();
  const open = new Set<EventStream>();

  const kept = keepAlive<EventStream>(KEEP_ALIVE_MS);
  // Shutting down: each stream ends, and the browser opens another (reading everything again on it). What
  // was already on its way has been written before.
  deps.drain?.onStart(() => {
    for (const stream of [...open]) stream.end(RECONNECT_MS);
  });

  return routesOf([
    route(getEvents, async (c) => {
      const { id: userId } = await requireUser(auth, c);
      const release = limit.claim(userId);
      let unsubscribe: (() => Promise<void>) | undefined;
      let forget = (): void => undefined;
      const stream = new EventStream(() => {
        open.delete(stream);
        forget();
        openCount.dec();
        release();
        unsubscribe?.().catch((err: unknown) => deps.logger.warn({ err }, 'could not stop listening'));
      });
      try {
        unsubscribe = await hub.subscribe(userId, (event) => stream.send(event.type, event));
      } catch (error) {
        release();
        throw error;
      }
      open.add(stream);
      forget = kept.add(stream);
      openCount.inc();
      stream.send('ready', {});
      const response = stream.open(c);
      if (deps.drain?.draining) stream.end(RECONNECT_MS);
      return response;
    }),
  ]);
}
