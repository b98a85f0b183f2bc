// Background Sync: when the browser says the network is back (even with the app closed), the worker sends
// every queue kept on the device with the page's own code (flush.ts: each change with its Idempotency-Key and
// the account that queued it, made only while that account is signed in), then tells open windows what it
// sent, which they show as they would their own answers.
import { SYNC_TAG } from '../lib/outbox/actions';
import { flushOutbox, type FlushResult, type WorkerSent } from '../lib/outbox/flush';
import { queuedUsers } from '../lib/outbox/store';
import { tellWindows } from './push-handlers';

/** Sends what is due in every queue. Rejects when something could not be sent, so the browser tries again. */
export async function syncOutbox(): Promise<FlushResult[]> {
  const results: FlushResult[] = [];
  for (const userId of await queuedUsers()) results.push(await flushOutbox(userId));
  // Nothing sent (a page was already sending, or nothing was due): nothing for the windows to show.
  if (results.some((r) => r.sent.length > 0 || r.conflicts.length > 0)) {
    await tellWindows({ type: SYNC_TAG, results } satisfies WorkerSent);
  }
  if (results.some((r) => r.offline)) throw new Error('Offline: the queue waits for the next sync');
  return results;
}

export function isOutboxSync(tag: string): boolean {
  return tag === SYNC_TAG;
}
