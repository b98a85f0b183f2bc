// The Web Push sender against a real push service on loopback, where connections fail as they do on the
// network: kept-alive connections are reused, and a service may close one just as a message goes out on it.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushSink, type PushSink } from '../../../tests/support/push-sink';
import { createPushSender, type PushSender, type PushTarget } from './push';

let sink: PushSink;
let sender: PushSender;
beforeAll(async () => {
  const vapid = webpush.generateVAPIDKeys();
  sink = await startPushSink({ expectedVapidPublicKey: vapid.publicKey });
  sender = createPushSender(vapid, 'mailto:reminders@myfridge.example');
});
afterAll(async () => {
  sender.close();
  await sink.close();
});

function device(): PushTarget {
  const { endpoint, keys } = sink.subscribe();
  return { endpoint, ...keys };
}

const options = { ttl: 60, urgency: 'normal' } as const;

describe('the push sender', () => {
  it('sends again on a new connection when a kept-alive one is closed under it', async () => {
    const phone = device();
    expect(await sender.send(phone, 'first', options)).toEqual({ kind: 'sent' });
    sink.dropNextRequest({ reusedOnly: true });
    expect(await sender.send(phone, 'second', options)).toEqual({ kind: 'sent' });
    expect(sink.messages.filter((m) => m.endpoint === phone.endpoint).map((m) => m.payload)).toEqual([
      'first',
      'second',
    ]);
  });

  it('leaves a message lost on a new connection for a later pass: the service may have taken it', async () => {
    const phone = device();
    sender.close();
    sink.dropNextRequest({ reusedOnly: false });
    const result = await sender.send(phone, 'maybe', options);
    expect(result.kind).toBe('retry');
    expect(await sender.send(phone, 'later', options)).toEqual({ kind: 'sent' });
  });
});
