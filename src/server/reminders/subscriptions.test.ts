// The push subscription API: which endpoints and keys a device may register, and who may remove it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../../tests/support/browser-client';
import { signedInGuest } from '../../../tests/support/fridge';
import { startPushSink, type PushSink } from '../../../tests/support/push-sink';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { rowsOf } from '../db/client';

let t: TestApp;
let push: PushSink;

beforeAll(async () => {
  t = await createTestApp({ PUSH_HOSTS: '127.0.0.1' });
  push = await startPushSink();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('push subscriptions', () => {
  it('accepts only real push services and valid keys, and lets a user remove only their own device', async () => {
    const visitor = await signedInGuest(t);
    const good = push.subscribe();
    const cases = [
      { ...good, endpoint: 'https://evil.example.com/push' },
      { ...good, endpoint: 'http://169.254.169.254/latest' },
      { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } },
      { ...good, extra: 1 },
      { endpoint: good.endpoint },
    ];
    for (const body of cases) {
      const res = await visitor.post('/api/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const count = async () =>
      rowsOf<{ n: string }>(
        await t.database.db.execute(
          sql`select count(*) as n from push_subscriptions where endpoint = ${good.endpoint}`,
        ),
      )[0]!.n;
    expect(Number(await count())).toBe(0);
    const signedOut = browserClient(t);
    expect((await signedOut.post('/api/push/subscriptions', good)).status).toBe(401);

    expect((await visitor.post('/api/push/subscriptions', good)).status).toBe(201);
    const stranger = await signedInGuest(t);
    expect(
      (await stranger.call('DELETE', '/api/push/subscriptions', { endpoint: good.endpoint })).status,
    ).toBe(204);
    expect(Number(await count())).toBe(1);
    expect(
      (await visitor.call('DELETE', '/api/push/subscriptions', { endpoint: good.endpoint })).status,
    ).toBe(204);
    expect(Number(await count())).toBe(0);
  });

  it("refuses another account's device unless it is the same browser subscription, keys and all", async () => {
    const owner = await signedInGuest(t);
    const device = push.subscribe();
    expect((await owner.post('/api/push/subscriptions', device)).status).toBe(201);
    const row = async () =>
      rowsOf<{ user_id: string; p256dh: string; auth: string }>(
        await t.database.db.execute(
          sql`select user_id, p256dh, auth from push_subscriptions where endpoint = ${device.endpoint}`,
        ),
      );
    const [stored] = await row();

    // Someone who learnt the endpoint, with keys of their own so the pushes would reach them.
    const attacker = await signedInGuest(t, { lang: 'en' });
    const forged = { endpoint: device.endpoint, keys: push.subscribe().keys };
    const refused = await attacker.post('/api/push/subscriptions', forged);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'push_subscription_taken',
        message: 'This device receives notifications for another account. Turn notifications on again.',
      },
    });
    expect(await row()).toEqual([stored]);

    // The same browser, where the previous account signed out without the device being told: it moves.
    const next = await signedInGuest(t);
    expect((await next.post('/api/push/subscriptions', device)).status).toBe(201);
    const session = await next.get<{ user: { id: string } }>('/api/auth/get-session');
    expect(await row()).toEqual([{ ...stored, user_id: session.body.user.id }]);
  });
});
