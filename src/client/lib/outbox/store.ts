// The queue of changes waiting to be sent, and the conflicts to tell the user about, kept in IndexedDB per
// user so that they survive a closed tab, a restart, and are sent even by the service worker. Changes to
// the queue are made one at a time across the page and the service worker (Web Locks).
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import type { Conflict, Queued } from './actions';

let store: ReturnType<typeof createStore> | undefined;
const outboxStore = () => (store ??= createStore('myfridge-outbox', 'kv'));

const QUEUE_LOCK = 'myfridge-outbox';
/** Held while a queue is being sent, by the page or the service worker. */
export const FLUSH_LOCK = 'myfridge-outbox-flush';

// Typed without the DOM's Navigator: the service worker's navigator is a WorkerNavigator.
const lockManager = () => (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;

/** Runs `task` while no other tab or the service worker changes the queue. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(QUEUE_LOCK, task) : task();
}

/** The users who have a queue on this device (possibly empty), for the service worker's Background Sync. */
export async function queuedUsers(): Promise<string[]> {
  const all = await keys<IDBValidKey>(outboxStore());
  return all
    .filter((k): k is string => typeof k === 'string' && k.startsWith('queue:'))
    .map((k) => k.slice(6));
}

export async function readQueue(userId: string): Promise<Queued[]> {
  return (await get<Queued[]>(`queue:${userId}`, outboxStore())) ?? [];
}

/** Changes the queue in one step and returns it as it is now. */
export async function updateQueue(userId: string, change: (queue: Queued[]) => Queued[]): Promise<Queued[]> {
  return exclusively(async () => {
    const next = change(await readQueue(userId));
    // An empty queue leaves no key behind: the key names the account.
    if (next.length === 0) await del(`queue:${userId}`, outboxStore());
    else await set(`queue:${userId}`, next, outboxStore());
    return next;
  });
}

export async function addConflicts(userId: string, conflicts: Conflict[]): Promise<void> {
  if (conflicts.length === 0) return;
  await exclusively(async () => {
    const kept = (await get<Conflict[]>(`conflicts:${userId}`, outboxStore())) ?? [];
    await set(`conflicts:${userId}`, [...kept, ...conflicts], outboxStore());
  });
}

/** The conflicts not yet told, now considered told. */
export async function takeConflicts(userId: string): Promise<Conflict[]> {
  return exclusively(async () => {
    const kept = (await get<Conflict[]>(`conflicts:${userId}`, outboxStore())) ?? [];
    if (kept.length > 0) await set(`conflicts:${userId}`, [], outboxStore());
    return kept;
  });
}

/** Moves what a guest queued to the account the guest became (the server moved the guest's items too). */
export async function moveQueue(fromUserId: string, toUserId: string): Promise<void> {
  const moving = await readQueue(fromUserId);
  if (moving.length === 0) return;
  await updateQueue(toUserId, (queue) => [...queue, ...moving.map((q) => ({ ...q, userId: toUserId }))]);
  await updateQueue(fromUserId, () => []);
}

/**
 * Forgets every queue and conflict (signing out, deleting the account): nothing of it is sent afterwards. It
 * waits for a sending under way (a tab, the service worker) to end, so none is left holding a change it read
 * before, to send once someone else has signed in.
 */
export async function forgetOutbox(): Promise<void> {
  const forget = async () => {
    try {
      await clear(outboxStore());
    } catch {
      // Nothing was kept.
    }
  };
  const locks = lockManager();
  await (locks ? locks.request(FLUSH_LOCK, () => exclusively(forget)) : forget());
}
