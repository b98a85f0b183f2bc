// The page's side of the queue of changes: queue one (kept in IndexedDB at once, so nothing is lost), undo
// it while it waits, watch the queue from React, and send it whenever there is a chance: now, when the
// network is back, when the app is shown again, when the service worker's Background Sync fires, and at
// the moment a waiting change becomes due.
import { useSyncExternalStore } from 'react';
import { currentLanguage } from '../i18n';
import { SYNC_TAG, type OutboxAction, type Queued } from './actions';
import { flushOutbox, type FlushResult, type WorkerSent } from './flush';
import { readQueue, updateQueue } from './store';
import { browserTimeZone } from '../time-zone';
import { rememberOwnChange } from '../own-changes';

/** How long a change can be undone before it is sent. */
export const UNDO_MS = 5000;
const POLL_MS = 30_000;

type Listener = () => void;

/** The empty queue: the one the server draws with, kept whenever nothing waits (see `show`). */
const NOTHING_QUEUED: Queued[] = [];

let current: { userId: string | null; queue: Queued[] } = { userId: null, queue: NOTHING_QUEUED };
const listeners = new Set<Listener>();
let onResult: ((result: FlushResult) => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;
let again = false;

/** The same changes, in the same order and state: the queue read again after nothing happened to it. */
function sameQueue(shown: Queued[], read: Queued[]): boolean {
  return shown.length === read.length && shown.every((q, i) => JSON.stringify(q) === JSON.stringify(read[i]));
}

/**
 * The queue the screens show is now `queue`. One that did not change keeps the array the screens have, and
 * an empty one is always the same array, the one the server drew with: reading the queue again (as the app
 * takes the page over, every half minute, when the network comes back) does not draw the fridge again.
 */
function show(userId: string | null, queue: Queued[]): void {
  const shown = sameQueue(current.queue, queue) ? current.queue : queue.length ? queue : NOTHING_QUEUED;
  if (current.userId === userId && shown === current.queue) return;
  current = { userId, queue: shown };
  for (const listener of listeners) listener();
}

function publish(userId: string, queue: Queued[]): void {
  if (current.userId !== userId) return;
  // Whatever this page sends, queued now or in an earlier visit, is answered here.
  for (const queued of queue) rememberOwnChange(queued.key);
  show(userId, queue);
}

/** Reads the queue of the user now signed in (null: signed out). */
export async function watchUser(userId: string | null): Promise<void> {
  show(userId, userId ? current.queue.filter((q) => q.userId === userId) : []);
  if (userId) {
    publish(userId, await readQueue(userId));
    requestFlush();
  }
}

export function useOutbox(): Queued[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current.queue,
    // Drawn on the server, nothing is waiting on a device.
    () => NOTHING_QUEUED,
  );
}

export async function enqueue(
  userId: string,
  action: OutboxAction,
  { undoable = false, foodSlug }: { undoable?: boolean; foodSlug?: string } = {},
): Promise<Queued> {
  const now = Date.now();
  const queued: Queued = {
    key: crypto.randomUUID(),
    userId,
    action,
    queuedAt: now,
    notBefore: undoable ? now + UNDO_MS : now,
    retryAt: 0,
    attempts: 0,
    language: currentLanguage(),
    timeZone: browserTimeZone(),
    ...(foodSlug ? { foodSlug } : {}),
  };
  // Shown at once; kept before anything is sent.
  publish(userId, [...current.queue, queued]);
  publish(userId, await updateQueue(userId, (queue) => [...queue, queued]));
  void registerBackgroundSync();
  requestFlush();
  return queued;
}

/** Takes a change back while it has not been sent; false when it is too late. */
export async function cancel(userId: string, key: string): Promise<boolean> {
  let found = false;
  const queue = await updateQueue(userId, (q) =>
    q.filter((item) => {
      if (item.key !== key) return true;
      found = true;
      return false;
    }),
  );
  publish(userId, queue);
  return found;
}

/** Sends what is due, once at a time; asked again while sending, it goes round once more. */
export function requestFlush(): void {
  if (flushing) {
    again = true;
    return;
  }
  flushing = (async () => {
    do {
      again = false;
      const userId = current.userId;
      if (!userId || (typeof navigator !== 'undefined' && navigator.onLine === false)) break;
      // Its turn, after any other sender: the page keeps the timer for what falls due later.
      const result = await flushOutbox(userId, fetch, Date.now, { wait: true });
      publish(userId, await readQueue(userId));
      onResult?.(result);
      schedule(result.retryAt);
    } while (again);
  })().finally(() => {
    flushing = undefined;
  });
}

function schedule(at: number | undefined): void {
  if (timer) clearTimeout(timer);
  timer = at === undefined ? undefined : setTimeout(requestFlush, Math.max(0, at - Date.now()) + 50);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Without Background Sync, the page sends when it is open and online.
  }
}

/**
 * Starts sending: `handle` sees every result (what was sent, the conflicts) so the screens can follow, the
 * service worker's too; `sentByWorker` runs when an older worker sent the queue without saying what.
 * Returns the way to stop.
 */
export function startOutbox(handle: (result: FlushResult) => void, sentByWorker?: () => void): () => void {
  onResult = handle;
  const onVisible = () => document.visibilityState === 'visible' && requestFlush();
  const fromWorker = (event: MessageEvent) => {
    // The service worker sent changes in the background: read the queue again, and show its answers as the
    // page's own (or, from an older worker that does not pass them on, read the data again).
    const message = event.data as Partial<WorkerSent> | null;
    const userId = current.userId;
    if (message?.type !== SYNC_TAG || !userId) return;
    void readQueue(userId).then((queue) => current.userId && publish(current.userId, queue));
    if (message.results) {
      for (const result of message.results.filter((r) => r.userId === userId)) handle(result);
    } else {
      sentByWorker?.();
    }
    requestFlush();
  };
  window.addEventListener('online', requestFlush);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  const poll = setInterval(requestFlush, POLL_MS);
  return () => {
    window.removeEventListener('online', requestFlush);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
    clearInterval(poll);
    onResult = undefined;
  };
}
