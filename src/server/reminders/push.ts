// Web Push (RFC 8030) to a browser's push service: the payload encrypted for the subscription (RFC 8291,
// aes128gcm), signed with our VAPID key (RFC 8292). The JWT is reused per push service for up to an hour.
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { sharedSecret } from '../auth/secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (≤ 32 URL-safe base64 characters). */
  topic?: string;
}

export type PushResult =
  | { kind: 'sent' }
  /** The subscription is no more (404, 410): delete it. */
  | { kind: 'gone'; status: number }
  /** The push service refuses this message for good (400, 403, 413): retrying will not help. */
  | { kind: 'rejected'; status: number }
  /** Worth another try later (429, 5xx, network). */
  | { kind: 'retry'; reason: string };

/** The Web Push size limit: what the push service must accept (RFC 8030 §7.2). */
export const MAX_PUSH_PAYLOAD_BYTES = 4096;
const JWT_LIFETIME_SECONDS = 12 * 60 * 60;
const JWT_REUSE_MS = 60 * 60 * 1000;
/** How long a push service has to answer a message before it is given up and retried later. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The kept-alive connections to the push services, and how long each message waits for its answer. */
interface Connections {
  agents: { http: http.Agent; https: https.Agent };
  timeoutMs: number;
}

/** The VAPID keys from settings, or a pair generated once and kept in the database for every instance. */
export async function resolveVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const generated = webpush.generateVAPIDKeys();
  const stored = await sharedSecret(db, 'vapid', JSON.stringify(generated));
  return JSON.parse(stored) as VapidKeys;
}

/** Only https endpoints on the allowed push services; plain http on loopback outside production. */
export function allowedEndpoint(endpoint: string, hosts: string[], isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (url.protocol === 'https:') return listed;
  return (
    !isProduction && url.protocol === 'http:' && listed && ['127.0.0.1', 'localhost', '[::1]'].includes(host)
  );
}

/** A connection closed before any answer, on a kept-alive connection that had served before. */
class StaleConnection extends Error {}

/**
 * One POST on kept-alive connections (a burst of reminders goes to a few push services). A service may close
 * an idle connection just as a request goes out on it; that request was never read, so it goes once more, on
 * a new connection. A request lost on a new connection is not sent again here: the service may have taken it.
 */
async function post(
  connections: Connections,
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<number> {
  try {
    return await postOnce(connections, endpoint, headers, body);
  } catch (error) {
    if (!(error instanceof StaleConnection)) throw error;
    return postOnce(connections, endpoint, headers, body);
  }
}

function postOnce(
  { agents, timeoutMs }: Connections,
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  const request = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        agent: secure ? agents.https : agents.http,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      reject(stale ? new StaleConnection(error.message) : error);
    });
    req.end(body);
  });
}

/** `timeoutMs`: how long a message waits for the push service's answer (a test's sink may need longer). */
export function createPushSender(
  vapid: VapidKeys,
  subject: string,
  { timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
) {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  const connections: Connections = { agents, timeoutMs };
  const jwts = new Map<string, { authorization: string; until: number }>();

  function authorization(audience: string): string {
    const now = Date.now();
    const cached = jwts.get(audience);
    if (cached && cached.until > now) return cached.authorization;
    const expiration = Math.floor(now / 1000) + JWT_LIFETIME_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    jwts.set(audience, { authorization: headers.Authorization, until: now + JWT_REUSE_MS });
    return headers.Authorization;
  }

  return {
    publicKey: vapid.publicKey,
    /** Ends the kept-alive connections. */
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
      if (Buffer.byteLength(payload) > MAX_PUSH_PAYLOAD_BYTES - 103) {
        // aes128gcm adds an 86-byte header, a padding delimiter and a 16-byte tag.
        return { kind: 'rejected', status: 413 };
      }
      const { cipherText } = webpush.encrypt(target.p256dh, target.auth, payload, 'aes128gcm');
      const headers: Record<string, string> = {
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        TTL: String(options.ttl),
        Urgency: options.urgency,
        Authorization: authorization(new URL(target.endpoint).origin),
      };
      if (options.topic) headers.Topic = options.topic;
      let status: number;
      try {
        status = await post(connections, target.endpoint, headers, cipherText);
      } catch (error) {
        return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      if (status >= 200 && status < 300) return { kind: 'sent' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status === 429 || status >= 500)
        return { kind: 'retry', reason: `push service answered ${status}` };
      return { kind: 'rejected', status };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
