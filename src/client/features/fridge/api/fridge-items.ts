// The fridge's data: stored items (fresh 2 min, kept 5), the food catalogue (fresh 10 min, kept 30). Changes to
// items go through the device's queue (fridge-actions.ts, lib/outbox), the one place that sends them.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/client/lib/api';
import { fridgeKeys, impactKeys, sessionKeys, statsKeys } from '@/client/lib/query-keys';
import type { OutboxAction } from '@/client/lib/outbox/actions';

export type { Food, FridgeItem, ShelfLife } from '@/shared/responses/fridge';

const MINUTE = 60_000;

export const foodsQuery = queryOptions({
  queryKey: fridgeKeys.foods(),
  queryFn: () => api('get', '/api/foods', { query: { limit: 1000 } }),
  staleTime: 10 * MINUTE,
  gcTime: 30 * MINUTE,
});

/** Items are fetched only for a signed-in user (a guest counts). */
export function fridgeItemsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: fridgeKeys.list(userId),
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        return await api('get', '/api/fridge-items', {
          query: { state: 'eq.stored', order: 'created_at.asc', limit: 1000 },
        });
      } catch (error) {
        // The call throws 'Failed to fetch fridge items: {message}'; the screen shows the cause's
        // translated message, not this English sentence.
        throw new Error(
          `Failed to fetch fridge items: ${error instanceof ApiError ? error.message : String(error)}`,
          { cause: error },
        );
      }
    },
    staleTime: 2 * MINUTE,
    gcTime: 5 * MINUTE,
  });
}

/** After an add, the items, bags summary, podium and food-types caches are dropped. */
export const AFTER_ADD_INVALIDATES = [
  fridgeKeys.all(),
  statsKeys.bags(),
  statsKeys.podium(),
  statsKeys.foodTypes(),
  sessionKeys.current(),
];

/** Eating, throwing away or deleting an item changes the same figures (the bags in use, the points) and the impact. */
export const AFTER_CHANGE_INVALIDATES = [...AFTER_ADD_INVALIDATES, impactKeys.all(), fridgeKeys.shelfLives()];

/**
 * What a change of `kind` can change besides the item itself: an add or a deletion the bags, podium, food
 * types and points; what leaves the fridge eaten or thrown away, or is reported on afterwards, the impact and
 * the shelf lives learned from it too; a reminder nothing else.
 */
export function changedBy(kind: OutboxAction['kind']): readonly (readonly unknown[])[] {
  switch (kind) {
    case 'add':
    case 'trip':
    case 'delete':
      return AFTER_ADD_INVALIDATES;
    case 'consume':
    case 'discard':
    case 'feedback':
      return AFTER_CHANGE_INVALIDATES;
    case 'addReminder':
    case 'removeReminder':
    case 'snooze':
      return [fridgeKeys.all()];
  }
}
