// The test push service accepts what the real web-push library sends, decrypted, and refuses what RFC 8030/8292 refuse.
import webpush, { type PushSubscription, type RequestOptions } from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushSink, type PushSink } from '../support/push-sink';

const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:test@example.com', ...vapid };
const options: RequestOptions = {
  vapidDetails,
  TTL: 60,
  urgency: 'high',
  topic: 'abc',
  contentEncoding: 'aes128gcm',
};

/** Encrypts and signs with web-push, lets `change` alter the headers, and POSTs over plain HTTP. */
async function send(
  subscription: PushSubscription,
  payload: string,
  change: (headers: Record<string, string>) => void = () => {},
): Promise<Response> {
  const details = webpush.generateRequestDetails(subscription, payload, options);
  const headers = { ...details.headers };
  change(headers);
  // A Uint8Array copy, because the DOM typings' BodyInit does not take a Buffer.
  return fetch(details.endpoint, { method: details.method, headers, body: new Uint8Array(details.body) });
}

describe('push sink', () => {
  let sink: PushSink;
  let subscription: PushSubscription;

  beforeAll(async () => {
    sink = await startPushSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.messages.length = 0;
    subscription = sink.subscribe();
  });

  it('hands out browser-like subscriptions: an endpoint on the sink, a P-256 key and a 16-byte secret', () => {
    expect(subscription.endpoint.startsWith(`${sink.url}/`)).toBe(true);
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it('accepts a message from web-push with 201 and a Location, and keeps it decrypted with its headers', async () => {
    const payload = JSON.stringify({ title: 'Mele 🍎 in scadenza', body: 'è ora di mangiarle' });
    const response = await send(subscription, payload);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${sink.url}/message/`));
    expect(sink.messages).toEqual([
      {
        endpoint: subscription.endpoint,
        payload,
        ttl: 60,
        urgency: 'high',
        topic: 'abc',
        vapidSubject: 'mailto:test@example.com',
        vapidPublicKey: vapid.publicKey,
        receivedAt: expect.any(Date),
      },
    ]);
  });

  it('accepts a payload of exactly 4096 encrypted bytes and refuses a larger one with 413', async () => {
    // 21 + 65 header bytes, 16 tag bytes and 1 delimiter around the plaintext.
    expect((await send(subscription, 'x'.repeat(4096 - 103))).status).toBe(201);
    expect(sink.messages[0]?.payload).toHaveLength(4096 - 103);
    expect((await send(subscription, 'x'.repeat(4096 - 102))).status).toBe(413);
    expect(sink.messages).toHaveLength(1);
  });

  describe('VAPID (RFC 8292)', () => {
    it('refuses a JWT whose signature was tampered with, 401', async () => {
      const response = await send(subscription, 'hi', (headers) => {
        // Change the first character of the signature, the JWT's third part.
        headers.Authorization = (headers.Authorization ?? '').replace(
          /\.([\w-])([\w-]+), k=/,
          (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}, k=`,
        );
      });
      expect(response.status).toBe(401);
      expect(sink.messages).toEqual([]);
    });

    it('refuses a JWT made for another push service (aud), 401', async () => {
      const other = webpush.getVapidHeaders(
        'http://127.0.0.1:1',
        vapidDetails.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
      );
      const response = await send(subscription, 'hi', (headers) => {
        headers.Authorization = other.Authorization;
      });
      expect(response.status).toBe(401);
      expect(sink.messages).toEqual([]);
    });

    it('refuses an expired JWT, 401', async () => {
      const expired = webpush.getVapidHeaders(
        sink.url,
        vapidDetails.subject,
        vapid.publicKey,
        vapid.privateKey,
        'aes128gcm',
        Math.floor(Date.now() / 1000) - 60,
      );
      const response = await send(subscription, 'hi', (headers) => {
        headers.Authorization = expired.Authorization;
      });
      expect(response.status).toBe(401);
    });

    it('refuses a message without VAPID, 401', async () => {
      const response = await send(subscription, 'hi', (headers) => {
        delete headers.Authorization;
      });
      expect(response.status).toBe(401);
    });

    it('refuses a key other than the expected one with 403 and accepts the expected one', async () => {
      const strict = await startPushSink({ expectedVapidPublicKey: webpush.generateVAPIDKeys().publicKey });
      const strictToUs = await startPushSink({ expectedVapidPublicKey: vapid.publicKey });
      try {
        expect((await send(strict.subscribe(), 'hi')).status).toBe(403);
        expect(strict.messages).toEqual([]);
        expect((await send(strictToUs.subscribe(), 'hi')).status).toBe(201);
      } finally {
        await Promise.all([strict.close(), strictToUs.close()]);
      }
    });
  });

  describe('request headers and body (RFC 8030, RFC 8291)', () => {
    it.each([
      ['no TTL', 400, (h: Record<string, string>) => delete h.TTL],
      ['a TTL that is not delta-seconds', 400, (h: Record<string, string>) => (h.TTL = 'soon')],
      ['an unknown Urgency', 400, (h: Record<string, string>) => (h.Urgency = 'urgent')],
      ['a Topic over 32 characters', 400, (h: Record<string, string>) => (h.Topic = 'a'.repeat(33))],
      ['a Topic outside base64url', 400, (h: Record<string, string>) => (h.Topic = 'a/b')],
      ['Content-Encoding aesgcm', 415, (h: Record<string, string>) => (h['Content-Encoding'] = 'aesgcm')],
    ])('answers a message with %s %i and keeps nothing', async (_, status, change) => {
      expect((await send(subscription, 'hi', change)).status).toBe(status);
      expect(sink.messages).toEqual([]);
    });

    it('answers 400 to a body that does not decrypt with the subscription keys', async () => {
      const someoneElse = sink.subscribe();
      const details = webpush.generateRequestDetails(someoneElse, 'hi', options);
      const { 'Content-Length': _, ...headers } = details.headers; // fetch counts the bytes itself
      const post = (body: Buffer) =>
        fetch(subscription.endpoint, { method: 'POST', headers, body: new Uint8Array(body) });
      expect((await post(details.body)).status).toBe(400);
      expect((await post(details.body.subarray(0, 50))).status).toBe(400);
      expect(sink.messages).toEqual([]);
    });

    it('answers 404 to an endpoint it never handed out', async () => {
      const unknown = { ...subscription, endpoint: `${sink.url}/push/unknown` };
      expect((await send(unknown, 'hi')).status).toBe(404);
      expect(sink.messages).toEqual([]);
    });
  });

  describe('simulated failures', () => {
    it('answers the status set with respondWith and keeps nothing (410 Gone from now on)', async () => {
      sink.respondWith(subscription.endpoint, 410);
      expect((await send(subscription, 'hi')).status).toBe(410);
      expect((await send(subscription, 'hi')).status).toBe(410);
      expect(sink.messages).toEqual([]);
      expect((await send(sink.subscribe(), 'other endpoints still work')).status).toBe(201);
    });

    it('answers a transient status only `times` times', async () => {
      sink.respondWith(subscription.endpoint, 503, 2);
      expect((await send(subscription, 'hi')).status).toBe(503);
      expect((await send(subscription, 'hi')).status).toBe(503);
      expect((await send(subscription, 'hi')).status).toBe(201);
      expect(sink.messages.map((m) => m.payload)).toEqual(['hi']);
    });

    it('answers 503 to everything while down, and accepts again once back', async () => {
      sink.setDown(true);
      expect((await send(subscription, 'hi')).status).toBe(503);
      expect(sink.messages).toEqual([]);
      sink.setDown(false);
      expect((await send(subscription, 'back')).status).toBe(201);
      expect(sink.messages.map((m) => m.payload)).toEqual(['back']);
    });
  });
});
