// The HTTP server that serves the app: @hono/node-server on Node's http module.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
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
 * How long a closing server leaves its idle connections to their clients before it closes them itself. A
 * connection closed by the server can cross a request its client (a proxy keeping its connections to the
 * instances) is sending on it at that moment: the request is lost, answered 502 by the proxy, which sends a
 * request that has left it (a POST) nowhere else. Closed by the client, it crosses nothing. So the proxy must
 * close its idle connections to an instance sooner than this (nginx's `keepalive_timeout` in the upstream,
 * 4 s in docs/deploy/nginx-site.conf); meanwhile the draining app asks every client to close the connection
 * after its answer (http/drain.ts).
 */
export const HANDOVER_MS = 5_000;

/**
 * Stops accepting connections and waits for the requests in flight to finish. Idle keep-alive connections are
 * left to their clients for `handoverMs` (above), then closed, and so is each one that falls idle afterwards (an answer
 * finished, an event stream ended: its client would otherwise keep it open, for as long as our Keep-Alive
 * header allows). After `graceMs` the connections still open are cut. Resolves with which it was.
 */
export function closeServer(
  server: Server,
  graceMs: number,
  handoverMs = HANDOVER_MS,
): Promise<'finished' | 'cut'> {
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const handover = setTimeout(
      () => {
        server.closeIdleConnections();
        idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
      },
      Math.min(handoverMs, graceMs),
    );
    const timer = setTimeout(() => {
      clearTimeout(handover);
      clearInterval(idle);
      server.closeAllConnections();
      resolve('cut');
    }, graceMs);
    // net.Server's close: http.Server's would also close the idle connections at once (Node 19 and later),
    // the crossing the handover avoids. It calls back once every connection has closed.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(handover);
      clearInterval(idle);
      clearTimeout(timer);
      resolve('finished');
    });
  });
}

/** How often a closing server, its handover over, looks for connections fallen idle. */
const IDLE_CHECK_MS = 100;
