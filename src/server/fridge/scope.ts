// Whose fridge an account sees and changes: its household's when it is in one, else its own. Every read and
// change of items goes through this condition, so an item of another fridge is simply not found.
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { directRead, type DirectRead } from '../db/direct-read';
import { fridgeItems, householdMembers } from '../db/schema';
import { notifyUsers } from '../events/hub';
import { memberIdsOf } from '../households/membership';

export interface FridgeScope {
  /** The account acting: it earns the points. */
  userId: string;
  /** Its household, whose items it shares; null: its personal fridge. */
  householdId: string | null;
}

/** The household of an account, if any; one statement a database, built once (read on every request). */
const membershipReads = new WeakMap<Db, DirectRead<{ householdId: string }>>();

function membershipRead(db: Db): DirectRead<{ householdId: string }> {
  let read = membershipReads.get(db);
  if (!read) {
    const columns = { householdId: householdMembers.householdId };
    const select = db
      .select(columns)
      .from(householdMembers)
      .where(eq(householdMembers.userId, sql.placeholder('user')));
    membershipReads.set(db, (read = directRead(db, '', columns, select)));
  }
  return read;
}

/**
 * The account's fridge. Inside a change's transaction the membership is held (`for share`) until the end,
 * so a leave cannot slip in between.
 */
export async function fridgeScopeOf(db: Db, userId: string, { hold = false } = {}): Promise<FridgeScope> {
  const [membership] = hold
    ? await db
        .select({ householdId: householdMembers.householdId })
        .from(householdMembers)
        .where(eq(householdMembers.userId, userId))
        .for('share')
    : await membershipRead(db).execute({ user: userId });
  return { userId, householdId: membership?.householdId ?? null };
}

/**
 * Who acts on a fridge: the account's id, or the account with its fridge already read, and held, in the
 * transaction the action runs in (a change through the API reads it once, for all its steps).
 */
export type Actor = string | { id: string; scope?: FridgeScope };

export function actorId(actor: Actor): string {
  return typeof actor === 'string' ? actor : actor.id;
}

/** The actor's fridge: the one already read for the action, else read now (held, with `hold`). */
export async function scopeOf(db: Db, actor: Actor, { hold = false } = {}): Promise<FridgeScope> {
  if (typeof actor !== 'string' && actor.scope) return actor.scope;
  return fridgeScopeOf(db, actorId(actor), { hold });
}

/** The condition on fridge_items for the items of `scope`'s fridge. */
export function itemsOf(scope: FridgeScope): SQL {
  return scope.householdId
    ? itemsOfFridge('household', scope.householdId)
    : itemsOfFridge('own', scope.userId);
}

/**
 * The condition for the items of a household's fridge, or of a user's own, by its id or by a placeholder
 * for a statement built once and run for any fridge of that kind.
 */
export function itemsOfFridge(kind: 'household' | 'own', id: string | Placeholder): SQL {
  return kind === 'household'
    ? eq(fridgeItems.householdId, id)
    : and(eq(fridgeItems.userId, id), isNull(fridgeItems.householdId))!;
}

/**
 * Tells everyone who shares `scope`'s fridge (every member of the household, or the user alone, on all their
 * devices) that it changed, when the change commits; `change`, the change's Idempotency-Key, lets the device
 * that made it, which has the answer, skip reading the fridge again.
 */
export async function fridgeChanged(tx: Db, scope: FridgeScope, change?: string): Promise<void> {
  const members = scope.householdId ? await memberIdsOf(tx, scope.householdId) : [scope.userId];
  await notifyUsers(tx, members, change ? { type: 'fridge', change } : { type: 'fridge' });
}
