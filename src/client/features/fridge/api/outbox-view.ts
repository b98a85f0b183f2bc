// The fridge as the user expects to see it: the server's items with the changes still queued on this
// device applied on top (a pending add shows, an item eaten or deleted goes), each touched item marked.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { customReminderAt, REMINDER_HOUR } from '@/shared/reminder-options';
import type { CreateFridgeItemInput } from '@/shared/schemas/fridge';
import { addCalendarDays, atHourOnDay } from '@/shared/zoned-time';
import type { Queued } from '@/client/lib/outbox/actions';
import { useOutbox } from '@/client/lib/outbox/outbox';
import { fridgeItemsQuery, type Food, type FridgeItem } from './fridge-items';

export interface ShownItem extends FridgeItem {
  /** A change about it waits to be sent. */
  pending?: boolean;
}

/** How a queued add looks until the server answers: its dates as the server will compute them. */
export function previewItem(
  tempId: string,
  input: CreateFridgeItemInput,
  food: Food,
  timeZone: string,
  now = new Date(),
): FridgeItem {
  const start = input.startDatetime ? new Date(input.startDatetime) : now;
  const end = addCalendarDays(start, food.expiresWithBagDays ?? 0, timeZone);
  const reminders = [
    {
      id: `${tempId}-default`,
      reminderDatetime: atHourOnDay(end, REMINDER_HOUR, timeZone),
      isDefault: true,
      reminded: false,
    },
    ...(input.customReminderDays
      ? [
          {
            id: `${tempId}-custom`,
            reminderDatetime: customReminderAt(start, input.customReminderDays, timeZone),
            isDefault: false,
            reminded: false,
          },
        ]
      : []),
  ].sort((a, b) => a.reminderDatetime.getTime() - b.reminderDatetime.getTime());
  return {
    id: tempId,
    foodId: food.id,
    state: 'stored',
    bagSize: input.bagSize,
    startDatetime: start.toISOString(),
    endDatetime: end.toISOString(),
    createdAt: now.toISOString(),
    food,
    reminders: reminders.map((r) => ({
      ...r,
      reminderDatetime: r.reminderDatetime.toISOString(),
      isSnooze: false,
    })),
    discardReason: null,
    stillGood: null,
    // Not sent yet: the server names who added it once it has it.
    addedBy: null,
  };
}

/** The server's items with the queued changes applied, in the order they were made. */
export function withQueuedChanges(items: readonly FridgeItem[], queue: readonly Queued[]): ShownItem[] {
  let shown: ShownItem[] = [...items];
  for (const { action } of queue) {
    switch (action.kind) {
      case 'add':
      case 'trip':
        // Unless the list read again already has it: the server stored it, its answer is still on its way.
        for (const { tempId, preview } of action.kind === 'add' ? [action] : action.adds) {
          if (!shown.some((item) => item.id === tempId)) shown.push({ ...preview, pending: true });
        }
        break;
      case 'consume':
      case 'discard':
      case 'delete':
        shown = shown.filter((item) => item.id !== action.itemId);
        break;
      case 'removeReminder':
        shown = shown.map((item) =>
          item.id === action.itemId
            ? { ...item, pending: true, reminders: item.reminders.filter((r) => r.id !== action.reminderId) }
            : item,
        );
        break;
      case 'addReminder':
      case 'snooze':
        shown = shown.map((item) => (item.id === action.itemId ? { ...item, pending: true } : item));
        break;
      case 'feedback':
        // About an item already out of the fridge: nothing on the list changes.
        break;
    }
  }
  return shown;
}

/** The fridge list with this device's queued changes on top; the query's own state for loading and errors. */
export function useShownItems(userId: string | undefined) {
  const items = useQuery(fridgeItemsQuery(userId));
  const queue = useOutbox();
  const shown = useMemo(
    () => (userId ? withQueuedChanges(items.data ?? [], queue) : []),
    [items.data, queue, userId],
  );
  return { ...items, shown };
}
