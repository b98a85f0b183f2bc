// The HTTP server that serves the app: @hono/node-server on Node's http module.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long an idle connection is kept open for the next request. Clients and proxies keep theirs too, and
 * one that sends a request on a connection at the moment the server closes it gets ECONNRESET, not an
 * answer (a browser may send it again; a script or a proxy often does not). Longer than they usually keep
 * them (a minute for most proxies and load balancers), so that they close first. Node's default is 5 s.
 */
export const KEEP_ALIVE_MS = 65_000;

/** What `listen` serves, and where. */
export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  /** Every address when not given. */
  hostname?: string;
}

/** Serves `fetch` on the port; `onListening` once it is bound. */
export function listen(options: ListenOptions, onListening?: (info: { port: number }) => void): Server {
  // @hono/node-server's ServerType also covers HTTP/2 servers, which it makes only when asked to.
  const server = serve(options, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}

/**
 * Stops accepting connections and waits for the requests in flight to finish. Idle keep-alive connections are
 * closed at once, and so is each one that falls idle meanwhile (an answer finished, an event stream ended:
 * its client would otherwise keep it open, for as long as our Keep-Alive header allows). After `graceMs` the
 * connections still open are cut. Resolves with which it was.
 */
export function closeServer(server: Server, graceMs: number): Promise<'finished' | 'cut'> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
    const timer = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve('cut');
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve('finished');
    });
    server.closeIdleConnections();
  });
}

/** How often a closing server looks for connections fallen idle. */
const IDLE_CHECK_MS = 100;
