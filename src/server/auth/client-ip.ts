// The client's address for rate limits: the socket's, or the rightmost hop our trusted proxies did not write.
import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Each trusted proxy appends the address it received the request from, so with `trustedProxies` of them the
 * client is that many places from the right; everything further left was written by the client and is
 * not believed. A header shorter than that (or a hop that is not an address) means the request did not
 * come through every proxy: the socket's address is used. IPv6 addresses are returned whole; the rate
 * limiter keys them by their /64 (auth.ts).
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor.split(',').map((hop) => hop.trim());
    const hop = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : undefined;
    if (hop && isIP(hop)) return hop;
  }
  return socketAddress ?? '127.0.0.1';
}

export function clientIp(c: Context, trustedProxies: number): string {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return clientAddress(c.req.header('x-forwarded-for'), incoming?.socket.remoteAddress, trustedProxies);
}
