// Real-time events for a user's open tabs: an award or a change of the fridge (to every member of the
// household sharing it) sends a NOTIFY inside the action's transaction,
// so it goes out only if the action commits, and reaches every instance listening on the database
// (LISTEN on PostgreSQL, the same within PGlite). Each instance fans it out to its own connections.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

export const EVENTS_CHANNEL = 'user_events';

export type UserEvent =
  | { type: 'achievement'; code: string; points: number }
  /**
   * The fridge the user shares changed (an item added, eaten, thrown away, deleted, its reminders): read it.
   * `change` is the key of the change that did it, when one did: the device that sent it has its answer.
   */
  | { type: 'fridge'; change?: string }
  /** The user's household changed (someone joined, left or was removed, a new owner, a new name): read it. */
  | { type: 'household' }
  /** The listening connection was lost and restored: events may have been missed, read everything again. */
  | { type: 'resync' };

/** Call inside the transaction of the action: delivered when (and only if) it commits. */
export async function notifyUser(tx: Db, userId: string, event: UserEvent): Promise<void> {
  await notifyUsers(tx, [userId], event);
}

/** The same event to several users (a household's members) in one NOTIFY, delivered on commit. */
export async function notifyUsers(tx: Db, userIds: string[], event: UserEvent): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ userIds, event })})`);
}

export interface EventHub {
  subscribe(userId: string, listener: (event: UserEvent) => void): Promise<() => Promise<void>>;
}

export function createEventHub(database: Database, onError: (error: unknown) => void): EventHub {
  const listeners = new Map<string, Set<(event: UserEvent) => void>>();
  let stop: Promise<() => Promise<void>> | undefined;
  let count = 0;

  function dispatch(payload: string): void {
    try {
      const { userIds, event } = JSON.parse(payload) as { userIds: string[]; event: UserEvent };
      for (const userId of userIds) for (const listener of listeners.get(userId) ?? []) listener(event);
    } catch (error) {
      onError(error);
    }
  }

  function resync(): void {
    for (const set of listeners.values()) for (const listener of set) listener({ type: 'resync' });
  }

  return {
    async subscribe(userId, listener) {
      // One LISTEN per instance, held while anyone is connected.
      stop ??= database.listen(EVENTS_CHANNEL, dispatch, resync);
      count += 1;
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      try {
        await stop;
      } catch (error) {
        stop = undefined;
        throw error;
      }
      return async () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
        count -= 1;
        if (count === 0 && stop) {
          const current = stop;
          stop = undefined;
          await (
            await current
          )();
        }
      };
    },
  };
}
