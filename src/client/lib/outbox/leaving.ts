// Signing out: the account's changes still waiting get a last chance to reach the server, whatever they were
// waiting for (the seconds to undo, a busy server's Retry-After), since the person is leaving the device.
// What is still not sent after it is the sign-out's to decide (the user is asked before it is dropped).
import { flushOutbox } from './flush';
import { readQueue, updateQueue } from './store';

/** How long each request of this last try may take: the person is waiting to sign out. */
const LAST_TRY_MS = 10_000;

/** Sends the account's waiting changes now; returns how many are still not sent. */
export async function sendBeforeLeaving(userId: string): Promise<number> {
  if ((await readQueue(userId)).length === 0) return 0;
  await updateQueue(userId, (queue) => queue.map((q) => ({ ...q, notBefore: 0, retryAt: 0 })));
  const fetcher: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(LAST_TRY_MS) });
  await flushOutbox(userId, fetcher, Date.now, { wait: true });
  return (await readQueue(userId)).length;
}
