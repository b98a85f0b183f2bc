// Sends the queued changes, in order, each with its Idempotency-Key so that a change sent twice (an answer
// lost on a poor signal, the page and the service worker at once) is done once, and with the account that
// queued it, for whom alone the server makes it. Stops at the first one that
// must wait (still undoable, offline, server busy); a change the server refuses (the item was deleted
// elsewhere, or already eaten) is taken out and kept as a conflict to explain, with the changes that
// depended on it. Used by the page and by the service worker.
import { backoffDelay } from '@/shared/backoff';
import type { FridgeItem } from '@/shared/responses/fridge';
import { tryLater } from '../try-later';
import {
  itemsOf,
  requestOf,
  withItemId,
  type Conflict,
  type ConflictReason,
  type Queued,
  type SYNC_TAG,
} from './actions';
import { FLUSH_LOCK, addConflicts, readQueue, updateQueue } from './store';

export interface Sent {
  queued: Queued;
  /** The server's answer (the item as it is now, a trip's items, or null for a deletion). */
  body: FridgeItem | FridgeItem[] | null;
  /** The account's points after the change, when the answer says (a replayed answer does not). */
  points?: number;
}

export interface FlushResult {
  userId: string;
  sent: Sent[];
  conflicts: Conflict[];
  /** The earliest moment worth trying again, when something is still waiting. */
  retryAt?: number;
  /** No answer at all: try again when the network is back. */
  offline: boolean;
}

/**
 * The service worker's word to the open windows after sending queues in the background: what it sent, for
 * them to show as their own answers (an older worker said only that it had sent something).
 */
export interface WorkerSent {
  type: typeof SYNC_TAG;
  results?: FlushResult[];
}

/** A busy server is asked again after 2 s, 4 s, 8 s … up to 5 minutes (when it names no moment itself). */
const BUSY_BACKOFF = { base: 2_000, max: 5 * 60_000 };

function reasonOf(status: number): ConflictReason {
  if (status === 404) return 'gone';
  if (status === 409) return 'changed';
  return 'refused';
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    return body.error?.message ?? res.statusText;
  } catch {
    return res.statusText;
  }
}

async function send(queued: Queued, fetcher: typeof fetch): Promise<Response> {
  const { method, path, body } = requestOf(queued.action);
  return fetcher(path, {
    method,
    credentials: 'same-origin',
    headers: {
      'Idempotency-Key': queued.key,
      'Accept-Language': queued.language,
      'X-Time-Zone': queued.timeZone,
      'X-Queued-By': queued.userId,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Sends what is ready in `userId`'s queue; one sender at a time across tabs and the service worker. Another
 * sender at work makes it return at once, unless `wait`: a page waits its turn, since the other sender may
 * find nothing due and say nothing, and only the page keeps a timer for what falls due later (and signing
 * out, the queue must have had its chance). The service worker does not wait: a page is at work.
 */
export async function flushOutbox(
  userId: string,
  fetcher: typeof fetch = fetch,
  now: () => number = Date.now,
  { wait = false }: { wait?: boolean } = {},
): Promise<FlushResult> {
  const result: FlushResult = { userId, sent: [], conflicts: [], offline: false };
  // Typed without the DOM's Navigator: the service worker's navigator is a WorkerNavigator.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // Each change names the account that queued it: the server makes it only for that account, so a change
  // queued before someone else signed in on this device waits for its own account, without asking first.
  const run = () => flushAll(userId, fetcher, now, result);
  if (locks) await locks.request(FLUSH_LOCK, { ifAvailable: !wait }, (lock) => (lock ? run() : undefined));
  else await run();
  await addConflicts(userId, result.conflicts);
  return result;
}

/** `head` waits for the moment the busy answer `res` names (Retry-After), or a backoff that grows. */
async function putOff(
  userId: string,
  head: Queued,
  res: Response,
  now: () => number,
  result: FlushResult,
): Promise<void> {
  const after = Number(res.headers.get('retry-after'));
  const retryAt = Math.max(
    head.notBefore,
    now() + (after > 0 ? after * 1000 : backoffDelay(head.attempts, BUSY_BACKOFF)),
  );
  await updateQueue(userId, (queue) =>
    queue.map((q) => (q.key === head.key ? { ...q, retryAt, attempts: q.attempts + 1 } : q)),
  );
  result.retryAt = retryAt;
}

async function flushAll(
  userId: string,
  fetcher: typeof fetch,
  now: () => number,
  result: FlushResult,
): Promise<void> {
  for (;;) {
    const [head] = await readQueue(userId);
    if (!head) return;
    const waitUntil = Math.max(head.notBefore, head.retryAt);
    if (waitUntil > now()) {
      result.retryAt = waitUntil;
      return;
    }
    let res: Response;
    try {
      res = await send(head, fetcher);
    } catch {
      result.offline = true;
      return;
    }
    if (res.ok) {
      const text = await res.text();
      const body = (text ? JSON.parse(text) : null) as Sent['body'];
      const id = head.action.kind === 'add' && body && !Array.isArray(body) ? body.id : undefined;
      await updateQueue(userId, (queue) =>
        queue
          .filter((q) => q.key !== head.key)
          .map((q) =>
            id && head.action.kind === 'add'
              ? { ...q, action: withItemId(q.action, head.action.tempId, id) }
              : q,
          ),
      );
      const points = Number(res.headers.get('x-user-points') ?? NaN);
      result.sent.push({ queued: head, body, ...(Number.isInteger(points) ? { points } : {}) });
      continue;
    }
    if (res.status === 401) {
      // Signed out, or someone else signed in: the changes wait for this user to sign in again on this device.
      return;
    }
    if (tryLater(res.status)) {
      await putOff(userId, head, res, now, result);
      return;
    }
    // Refused for good: this change, and the later ones about the same item, cannot be applied.
    const reason = reasonOf(res.status);
    const message = await errorMessage(res);
    const items = new Set(itemsOf(head.action));
    const dropped: Queued[] = [];
    await updateQueue(userId, (queue) =>
      queue.filter((q) => {
        const drop = q.key === head.key || itemsOf(q.action).some((item) => items.has(item));
        if (drop) dropped.push(q);
        return !drop;
      }),
    );
    for (const q of dropped) {
      result.conflicts.push({
        key: q.key,
        userId,
        action: q.action,
        ...(q.foodSlug ? { foodSlug: q.foodSlug } : {}),
        reason,
        message,
        at: now(),
      });
    }
  }
}
