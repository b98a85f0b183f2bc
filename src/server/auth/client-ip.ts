// The client's address for rate limits: the socket's, or the first X-Forwarded-For hop behind a trusted proxy.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? '127.0.0.1';
}
