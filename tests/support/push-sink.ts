// A real Web Push service on loopback (RFC 8030 + VAPID RFC 8292 + RFC 8291 encryption) that keeps, decrypted, what it receives.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted plaintext (utf-8). */
  payload: string;
  ttl: number;
  urgency?: string;
  topic?: string;
  /** The VAPID JWT's `sub` claim. */
  vapidSubject: string;
  /** `k=` from the Authorization header: the application server's public key, base64url. */
  vapidPublicKey: string;
  receivedAt: Date;
}

export interface PushSink {
  /** http://127.0.0.1:PORT */
  url: string;
  /** A new browser-like subscription, shaped like PushSubscription.toJSON(): an endpoint here and fresh keys. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every message received and accepted (201), decrypted. */
  messages: ReceivedPush[];
  /** Make an endpoint answer `status` from now on (410, 404, 500, 503...), or only for the next `times` requests. */
  respondWith(endpoint: string, status: number, times?: number): void;
  /** While down, every request is answered 503, as by a push service that is unavailable. */
  setDown(down: boolean): void;
  /**
   * Closes the connection on the next request that arrives on a kept-alive one (or on any, with `reusedOnly`
   * false), unanswered and unread: what a sender meets when the service drops an idle connection just as a
   * request goes out on it.
   */
  dropNextRequest(options?: { reusedOnly?: boolean }): void;
  close(): Promise<void>;
}

interface Subscriber {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
}

/** An error that becomes the response's status code. */
class Reject extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// RFC 8030 §7.2: a push service must accept payloads of 4096 bytes and may answer 413 for larger ones.
const MAX_BODY = 4096;
const URGENCIES = ['very-low', 'low', 'normal', 'high']; // RFC 8030 §5.3
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/; // RFC 8030 §5.4: at most 32 chars of the URL-safe base64 alphabet
const MAX_JWT_LIFETIME_S = 24 * 60 * 60; // RFC 8292 §2

const b64url = (bytes: Buffer): string => bytes.toString('base64url');

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function readBody(req: http.IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> {
  // Read it all even when too large, so the sender gets our answer rather than a reset connection.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge: size > MAX_BODY }));
    req.on('error', reject);
  });
}

function jsonPart(part: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // fall through to the rejection below
  }
  throw new Reject(401, 'the VAPID token is not a JWT');
}

/** RFC 8292 §2–§3: checks the `vapid t=…, k=…` credentials and returns the JWT's subject and the key. */
function verifyVapid(authorization: string | undefined, origin: string, expectedKey?: string) {
  const params = /^vapid\s+(.+)$/i.exec(authorization ?? '')?.[1];
  if (!params) throw new Reject(401, 'no "vapid" Authorization');
  const param = new Map(
    params.split(',').map((p) => {
      const [name = '', ...value] = p.trim().split('=');
      return [name.toLowerCase(), value.join('=').replace(/^"(.*)"$/, '$1')] as const;
    }),
  );
  const token = param.get('t') ?? '';
  const k = param.get('k') ?? ''; // §3.2: the uncompressed P-256 point, base64url
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Reject(401, 'k is not an uncompressed P-256 key');
  const [header, claims, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !signature) throw new Reject(401, 'the VAPID token is not a JWT');
  if (jsonPart(header).alg !== 'ES256') throw new Reject(401, 'the JWT is not ES256'); // §2
  let key;
  try {
    key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      format: 'jwk',
    });
  } catch {
    throw new Reject(401, 'k is not a point on P-256');
  }
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url'); // JWS (RFC 7518 §3.4): raw r || s
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) {
    throw new Reject(401, 'the JWT signature does not verify with k');
  }
  const { aud, exp, sub } = jsonPart(claims);
  if (aud !== origin) throw new Reject(401, `aud is not this push service's origin ${origin}`); // §2
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== 'number' || exp <= now || exp > now + MAX_JWT_LIFETIME_S) {
    throw new Reject(401, 'exp is not in the next 24 hours'); // §2
  }
  if (typeof sub !== 'string' || !/^(mailto|https):/.test(sub)) {
    throw new Reject(401, 'sub is not a mailto: or https: URI'); // §2.1
  }
  if (expectedKey !== undefined && k !== expectedKey) throw new Reject(403, 'k is not the expected key'); // §4.2
  return { vapidSubject: sub, vapidPublicKey: k };
}

/** RFC 8291 §3–§4 over RFC 8188 §2: decrypts a single aes128gcm record for this subscriber. */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  // RFC 8188 §2.1 header: salt (16) | rs (uint32) | idlen (1) | keyid (idlen) — RFC 8291 §4: keyid = as_public
  if (body.length < 21) throw new Reject(400, 'the body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 0x04) throw new Reject(400, 'keyid is not an uncompressed P-256 key');
  if (rs < 18 || record.length < 17 || record.length > rs) throw new Reject(400, 'not a single record');

  let ecdhSecret: Buffer;
  try {
    ecdhSecret = subscriber.ecdh.computeSecret(asPublic);
  } catch {
    throw new Reject(400, 'keyid is not a point on P-256');
  }
  // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.auth, keyInfo, 32));
  // RFC 8188 §2.2–§2.3: the content-encryption key and the nonce (sequence number 0: the first record)
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(-16));
    plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Reject(400, 'the record does not decrypt');
  }
  // RFC 8188 §2: plaintext || delimiter (0x02 for the last record) || zero padding
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 0x02) throw new Reject(400, 'no last-record padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushSink(options: { expectedVapidPublicKey?: string } = {}): Promise<PushSink> {
  const subscribers = new Map<string, Subscriber>();
  const overrides = new Map<string, { status: number; times: number }>();
  const messages: ReceivedPush[] = [];
  let down = false;
  let drop: { reusedOnly: boolean } | undefined;
  const served = new WeakSet<object>();

  async function accept(req: http.IncomingMessage, origin: string): Promise<string> {
    const { body, tooLarge } = await readBody(req);
    const path = new URL(req.url ?? '/', origin).pathname;
    if (down) throw new Reject(503, 'the push service is down');
    const override = overrides.get(path);
    if (override) {
      if (--override.times <= 0) overrides.delete(path);
      throw new Reject(override.status, 'answer set by respondWith');
    }
    const subscriber = subscribers.get(path);
    if (!subscriber) throw new Reject(404, 'no such subscription');
    if (req.method !== 'POST') throw new Reject(405, 'push messages are POSTed'); // RFC 8030 §5
    if (tooLarge) throw new Reject(413, `the payload is over ${MAX_BODY} bytes`);
    const vapid = verifyVapid(header(req, 'authorization'), origin, options.expectedVapidPublicKey);
    const ttl = header(req, 'ttl'); // RFC 8030 §5.2: required, delta-seconds
    if (ttl === undefined || !/^\d+$/.test(ttl)) throw new Reject(400, 'TTL is missing or not a number');
    const urgency = header(req, 'urgency');
    if (urgency !== undefined && !URGENCIES.includes(urgency)) throw new Reject(400, 'unknown Urgency');
    const topic = header(req, 'topic');
    if (topic !== undefined && !TOPIC.test(topic)) throw new Reject(400, 'Topic is not ≤ 32 base64url chars');
    // A message without a payload is legal (RFC 8030 §5); one with a payload must be aes128gcm (RFC 8291 §4).
    if (body.length > 0 && header(req, 'content-encoding')?.toLowerCase() !== 'aes128gcm') {
      throw new Reject(415, 'the Content-Encoding is not aes128gcm');
    }
    messages.push({
      endpoint: subscriber.endpoint,
      payload: body.length > 0 ? decrypt(body, subscriber) : '',
      ttl: Number(ttl),
      ...(urgency !== undefined && { urgency }),
      ...(topic !== undefined && { topic }),
      ...vapid,
      receivedAt: new Date(),
    });
    return `${origin}/message/${randomUUID()}`; // RFC 8030 §5: the push message resource
  }

  const server = http.createServer((req, res) => {
    const reused = served.has(req.socket);
    served.add(req.socket);
    if (drop && (reused || !drop.reusedOnly)) {
      drop = undefined;
      req.socket.destroy();
      return;
    }
    accept(req, url).then(
      (location) => res.writeHead(201, { Location: location }).end(),
      (error: unknown) => {
        const status = error instanceof Reject ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    messages,
    subscribe() {
      const path = `/push/${randomUUID()}`;
      const subscriber = { endpoint: url + path, ecdh: createECDH('prime256v1'), auth: randomBytes(16) };
      subscriber.ecdh.generateKeys();
      subscribers.set(path, subscriber);
      return {
        endpoint: subscriber.endpoint,
        keys: { p256dh: b64url(subscriber.ecdh.getPublicKey()), auth: b64url(subscriber.auth) },
      };
    },
    respondWith(endpoint, status, times = Infinity) {
      overrides.set(new URL(endpoint, url).pathname, { status, times });
    },
    setDown(value) {
      down = value;
    },
    dropNextRequest({ reusedOnly = true } = {}) {
      drop = { reusedOnly };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
