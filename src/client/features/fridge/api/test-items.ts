// Items for the fridge's unit tests: carrots in an M bag, stored, with the reminders a test gives them.
import type { Queued } from '@/client/lib/outbox/actions';
import type { Food, FridgeItem } from './fridge-items';

export const carrots: Food = {
  id: 9,
  name: 'Carote',
  type: 'vegetable',
  slug: 'carrots',
  imagePath: null,
  expiresWithBagDays: 25,
  expiresWithoutBagDays: 17,
};

type Reminder = FridgeItem['reminders'][number];

/** A reminder not yet sent, at `at`. */
export function reminder(id: string, at: string, isDefault = false): Reminder {
  return { id, reminderDatetime: at, isDefault, reminded: false, isSnooze: false };
}

export function storedItem(id: string, reminders: Reminder[]): FridgeItem {
  return {
    id,
    foodId: carrots.id,
    state: 'stored',
    bagSize: 'M',
    startDatetime: '2026-11-20T08:00:00.000Z',
    endDatetime: '2026-12-15T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    food: carrots,
    reminders,
    discardReason: null,
    stillGood: null,
    addedBy: null,
  };
}

let queuedCount = 0;
/** A change queued by user 'u', due at once. */
export function queued(action: Queued['action']): Queued {
  return {
    key: `k${++queuedCount}`,
    userId: 'u',
    action,
    queuedAt: 0,
    notBefore: 0,
    retryAt: 0,
    attempts: 0,
    language: 'it',
    timeZone: 'Europe/Rome',
  };
}
