// The operations of these routes: method, path, request and answers (operation.ts).
import {
  addReminderSchema,
  createFridgeItemSchema,
  fridgeTripSchema,
  itemFeedbackSchema,
  updateFridgeItemSchema,
} from '@/shared/schemas/fridge';
import { fridgeItemListResponse, fridgeItemResponse, shelfLifeListResponse } from '@/shared/responses/fridge';
import { fridgeListSpec } from '../fridge/item-views';
import { RANGE, RETRY, empty, operation } from '../operation';

export const getFridgeItems = operation({
  method: 'get',
  path: '/api/fridge-items',
  tag: 'fridge',
  summary: "The user's items, with their food and reminders.",
  access: 'session',
  list: fridgeListSpec,
  responses: { 200: { description: 'A page of items.', schema: fridgeItemListResponse, headers: RANGE } },
});

export const postFridgeItems = operation({
  method: 'post',
  path: '/api/fridge-items',
  tag: 'fridge',
  summary: 'Stores an item with its default reminder and the optional custom one; +2 points.',
  access: 'session',
  body: createFridgeItemSchema,
  idempotent: true,
  responses: {
    201: { description: 'The item.', schema: fridgeItemResponse },
    429: { description: 'Too many changes.', headers: RETRY },
  },
});

export const postFridgeItemsBatch = operation({
  method: 'post',
  path: '/api/fridge-items/batch',
  tag: 'fridge',
  summary:
    'A shopping trip: stores up to 30 items in one change, all or none, each as POST /api/fridge-items would (its reminders, +2 points, achievements); counts as one change per item. A refused row is named in the message and its fields as `items.<index>.<field>`; a start date may be at most a day ahead.',
  access: 'session',
  body: fridgeTripSchema,
  idempotent: true,
  responses: {
    201: { description: 'The items, in the order of the rows.', schema: fridgeItemListResponse },
    429: { description: 'Too many changes.', headers: RETRY },
  },
});

export const patchFridgeItemsId = operation({
  method: 'patch',
  path: '/api/fridge-items/{id}',
  tag: 'fridge',
  summary: 'Marks a stored item consumed or discarded.',
  access: 'session',
  body: updateFridgeItemSchema,
  idempotent: true,
  responses: { 200: { description: 'The item.', schema: fridgeItemResponse } },
});

export const deleteFridgeItemsId = operation({
  method: 'delete',
  path: '/api/fridge-items/{id}',
  tag: 'fridge',
  summary: 'Deletes an item; within 24 hours the points of its add are taken back.',
  access: 'session',
  idempotent: true,
  responses: { 204: empty('Deleted.') },
});

export const putFridgeItemsIdFeedback = operation({
  method: 'put',
  path: '/api/fridge-items/{id}/feedback',
  tag: 'fridge',
  summary:
    'After an item left the fridge: why it was thrown away and whether it was still good (what shelf lives learn from).',
  access: 'session',
  body: itemFeedbackSchema,
  idempotent: true,
  responses: {
    200: { description: 'The item.', schema: fridgeItemResponse },
    409: { description: 'Still in the fridge, or a reason for an item that was eaten.' },
  },
});

export const postFridgeItemsIdSnooze = operation({
  method: 'post',
  path: '/api/fridge-items/{id}/snooze',
  tag: 'fridge',
  summary:
    '"Remind me tomorrow": one reminder at the user’s hour on the next day that is not quiet; snoozing again moves it.',
  access: 'session',
  idempotent: true,
  responses: {
    200: { description: 'The item.', schema: fridgeItemResponse },
    409: { description: 'No longer stored, or already reminded twice past its end.' },
  },
});

export const getShelfLives = operation({
  method: 'get',
  path: '/api/shelf-lives',
  tag: 'fridge',
  summary: "The user's own shelf lives, learned from their reports, where they differ from the catalogue.",
  access: 'session',
  responses: { 200: { description: 'One per food.', schema: shelfLifeListResponse } },
});

export const deleteShelfLives = operation({
  method: 'delete',
  path: '/api/shelf-lives',
  tag: 'fridge',
  summary: 'Forgets every learned shelf life: the catalogue’s stand again.',
  access: 'session',
  idempotent: true,
  responses: { 204: empty('Forgotten.') },
});

export const deleteShelfLivesFoodId = operation({
  method: 'delete',
  path: '/api/shelf-lives/{foodId}',
  tag: 'fridge',
  summary: 'Forgets what one food’s shelf life learned.',
  access: 'session',
  idempotent: true,
  responses: { 204: empty('Forgotten.') },
});

export const postFridgeItemsIdReminders = operation({
  method: 'post',
  path: '/api/fridge-items/{id}/reminders',
  tag: 'fridge',
  summary: 'Adds the custom reminder, 2, 5 or 10 days after the start.',
  access: 'session',
  body: addReminderSchema,
  idempotent: true,
  responses: { 201: { description: 'The item.', schema: fridgeItemResponse } },
});

export const deleteRemindersId = operation({
  method: 'delete',
  path: '/api/reminders/{id}',
  tag: 'fridge',
  summary: 'Deletes a reminder of one of the user’s items.',
  access: 'session',
  idempotent: true,
  responses: { 204: empty('Deleted.') },
});
