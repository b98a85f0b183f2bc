// The changes to the fridge a device can queue, and the request each becomes. Shared by the page and the
// service worker, which sends them in the background: no DOM, no React.
import { itemIdFor } from '@/shared/item-id';
import type { FridgeItem } from '@/shared/responses/fridge';
import type { CreateFridgeItemInput, CustomReminderDays, ItemFeedbackInput } from '@/shared/schemas/fridge';
import { apiPath } from '../api-path';

/** `tempId` is the item's id (made from `input.id`); `preview` is how the page shows it until the server has it. */
export interface QueuedAdd {
  tempId: string;
  input: CreateFridgeItemInput;
  preview: FridgeItem;
}

export type OutboxAction =
  | ({ kind: 'add' } & QueuedAdd)
  /** A shopping trip: its items added as one change, all or none. */
  | { kind: 'trip'; adds: QueuedAdd[] }
  | { kind: 'consume' | 'discard' | 'delete'; itemId: string }
  | { kind: 'addReminder'; itemId: string; days: CustomReminderDays }
  | { kind: 'removeReminder'; itemId: string; reminderId: string }
  /** "Remind me tomorrow". */
  | { kind: 'snooze'; itemId: string }
  /** Why it was thrown away, whether it was still good: said after it left the fridge. */
  | { kind: 'feedback'; itemId: string; feedback: ItemFeedbackInput };

export interface Queued {
  /** Also the request's Idempotency-Key: sent twice, it is done once. */
  key: string;
  userId: string;
  action: OutboxAction;
  queuedAt: number;
  /** Not sent before this moment (the few seconds in which the user can still undo). */
  notBefore: number;
  /** After a busy or failing server, the next attempt. */
  retryAt: number;
  attempts: number;
  /** What the request carries from the page that queued it: its language and time zone. */
  language: string;
  timeZone: string;
  /** The food the change is about (its slug), to name it if the change cannot be applied. */
  foodSlug?: string;
}

/** Why a queued change was not applied. */
export type ConflictReason = 'gone' | 'changed' | 'refused';

export interface Conflict {
  key: string;
  userId: string;
  action: OutboxAction;
  foodSlug?: string;
  reason: ConflictReason;
  /** The server's own words, in the user's language. */
  message: string;
  at: number;
}

/** The Background Sync tag, and the message the service worker sends the page after sending the queue. */
export const SYNC_TAG = 'myfridge-outbox';

/**
 * A new item's ids: `sent`, random, goes with the add, and `id` is the one the server makes from it for this
 * user (ADR 019), known here before the answer, so the item shown while the add is on its way and the one the
 * server lists are known as one. (Adds queued by an older version stood for their item under another id until
 * the server's answer.)
 */
export async function newItemIds(userId: string): Promise<{ sent: string; id: string }> {
  const sent = crypto.randomUUID();
  return { sent, id: await itemIdFor(userId, sent) };
}

/** The items a queued change is about (for an add, its stand-in id; for a trip, each of its items'). */
export function itemsOf(action: OutboxAction): string[] {
  if (action.kind === 'add') return [action.tempId];
  if (action.kind === 'trip') return action.adds.map((add) => add.tempId);
  return [action.itemId];
}

export function requestOf(action: OutboxAction): { method: string; path: string; body?: unknown } {
  const id = 'itemId' in action ? action.itemId : '';
  switch (action.kind) {
    case 'add':
      return { method: 'POST', path: apiPath('/api/fridge-items'), body: action.input };
    case 'trip':
      return {
        method: 'POST',
        path: apiPath('/api/fridge-items/batch'),
        body: { items: action.adds.map((add) => add.input) },
      };
    case 'consume':
      return {
        method: 'PATCH',
        path: apiPath('/api/fridge-items/{id}', { id }),
        body: { state: 'consumed' },
      };
    case 'discard':
      return {
        method: 'PATCH',
        path: apiPath('/api/fridge-items/{id}', { id }),
        body: { state: 'discarded' },
      };
    case 'delete':
      return { method: 'DELETE', path: apiPath('/api/fridge-items/{id}', { id }) };
    case 'addReminder':
      return {
        method: 'POST',
        path: apiPath('/api/fridge-items/{id}/reminders', { id }),
        body: { days: action.days },
      };
    case 'removeReminder':
      return { method: 'DELETE', path: apiPath('/api/reminders/{id}', { id: action.reminderId }) };
    case 'snooze':
      return { method: 'POST', path: apiPath('/api/fridge-items/{id}/snooze', { id }), body: {} };
    case 'feedback':
      return {
        method: 'PUT',
        path: apiPath('/api/fridge-items/{id}/feedback', { id }),
        body: action.feedback,
      };
  }
}

/** The same change about the item the server now knows as `id` instead of its stand-in. */
export function withItemId(action: OutboxAction, tempId: string, id: string): OutboxAction {
  if (action.kind === 'add' || action.kind === 'trip' || action.itemId !== tempId) return action;
  return { ...action, itemId: id };
}
