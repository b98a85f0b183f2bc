// The changes this page queued, by their Idempotency-Key. The server's live event for a change names its key:
// the event of a change made here is no reason to read the fridge again, since the change's own answer
// updates the screen (outbox-effects.ts). A change made in another tab, on another phone or by another
// member of the household is not in here, and has the fridge read again. Kept in memory, the latest few.
const KEPT = 200;
const keys = new Set<string>();

export function rememberOwnChange(key: string): void {
  keys.add(key);
  if (keys.size > KEPT) keys.delete(keys.values().next().value!);
}

export function isOwnChange(key: string | undefined): boolean {
  return key !== undefined && keys.has(key);
}
