// Background Sync: when the browser says the network is back (even with the app closed), the worker sends
// every queue kept on the device with the page's own code (flush.ts: the signed-in user's queue only, each
// change with its Idempotency-Key), then tells open windows to read the queue and the fridge again.
import { SYNC_TAG } from '../lib/outbox/actions';
import { flushOutbox, type FlushResult } from '../lib/outbox/flush';
import { queuedUsers } from '../lib/outbox/store';
import { tellWindows } from './push-handlers';

/** Sends what is due in every queue. Rejects when something could not be sent, so the browser tries again. */
export async function syncOutbox(): Promise<FlushResult[]> {
  const results: FlushResult[] = [];
  for (const userId of await queuedUsers()) results.push(await flushOutbox(userId));
  await tellWindows({ type: SYNC_TAG });
  if (results.some((r) => r.offline)) throw new Error('Offline: the queue waits for the next sync');
  return results;
}

export function isOutboxSync(tag: string): boolean {
  return tag === SYNC_TAG;
}
