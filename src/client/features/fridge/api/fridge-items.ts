// The fridge's data: stored items (fresh 2 min, kept 5), the food catalogue (fresh 10 min, kept 30).
import { queryOptions } from '@tanstack/react-query';
import type { CreateFridgeItemInput } from '@/shared/schemas/fridge';
import { ApiError, apiFetch } from '@/client/lib/api';

const MINUTE = 60_000;

export interface Food {
  id: number;
  name: string;
  type: 'fruit' | 'vegetable';
  slug: string;
  imagePath: string | null;
  expiresWithBagDays: number | null;
  expiresWithoutBagDays: number | null;
}

export interface FridgeItem {
  id: string;
  state: 'stored' | 'consumed' | 'discarded';
  bagSize: 'S' | 'M' | 'L';
  startDatetime: string;
  endDatetime: string;
  createdAt: string;
  food: Food;
  reminders: { id: string; reminderDatetime: string; isDefault: boolean }[];
}

export const foodsQuery = queryOptions({
  queryKey: ['foods'],
  queryFn: () => apiFetch<Food[]>('/api/foods?limit=1000'),
  staleTime: 10 * MINUTE,
  gcTime: 30 * MINUTE,
});

/** Items are fetched only for a signed-in user (a guest counts). */
export function fridgeItemsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: ['fridge-items', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        return await apiFetch<FridgeItem[]>(
          '/api/fridge-items?state=eq.stored&order=created_at.asc&limit=1000',
        );
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

export const addFridgeItem = (input: CreateFridgeItemInput) =>
  apiFetch<FridgeItem>('/api/fridge-items', { method: 'POST', json: input });

/** After an add, the items, bags summary, podium and food-types caches are dropped. */
export const AFTER_ADD_INVALIDATES = [
  ['fridge-items'],
  ['bags-summary'],
  ['podium'],
  ['food-types'],
  ['session'],
];

/** Eating, throwing away or deleting an item changes the same figures (the bags in use, the points) and the impact. */
export const AFTER_CHANGE_INVALIDATES = [...AFTER_ADD_INVALIDATES, ['impact']];

export const updateFridgeItem = (id: string, state: 'consumed' | 'discarded') =>
  apiFetch<FridgeItem>(`/api/fridge-items/${id}`, { method: 'PATCH', json: { state } });
export const deleteFridgeItem = (id: string) => apiFetch(`/api/fridge-items/${id}`, { method: 'DELETE' });
export const deleteReminder = (id: string) => apiFetch(`/api/reminders/${id}`, { method: 'DELETE' });
