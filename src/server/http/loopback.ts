// Whether a request comes from this very machine: what the outbox page, which shows sign-in codes, requires.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A host name that can only mean this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-client-ip'];

/**
 * True only for a request whose socket is on the loopback interface, that no proxy forwarded (a proxy on
 * this machine would make anyone's request look local), and whose Host names this machine (a web page
 * elsewhere cannot rebind its own name to 127.0.0.1 and read the answer). A request without a socket
 * (called in-process) is not from this machine.
 */
export function fromThisMachine(c: Context): boolean {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!isLoopbackAddress(socket?.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const host = c.req.header('host') ?? '';
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return isLoopbackHostname(hostname);
}
