// The fridge's answers: foods of the catalogue and the user's items with their reminders.
import { z } from 'zod';
import { BAG_SIZES, DISCARD_REASONS, FRIDGE_ITEM_STATES } from '../constants';
import { FOOD_TYPES } from '../food-catalogue';
import { instant, type Wire } from './wire';

export const foodResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(FOOD_TYPES),
  slug: z.string(),
  imagePath: z.string().nullable().meta({ description: 'A URL of the public bucket, or an https address.' }),
  expiresWithBagDays: z.number().int().nullable(),
  expiresWithoutBagDays: z.number().int().nullable(),
});

export const reminderResponse = z.object({
  id: z.string(),
  reminderDatetime: instant,
  isDefault: z.boolean(),
  /** Sent, or closed because it was already past. */
  reminded: z.boolean(),
  isSnooze: z.boolean().meta({ description: '"Remind me tomorrow": made by a snooze.' }),
});

export const fridgeItemResponse = z.object({
  id: z.uuid(),
  foodId: z.number().int(),
  state: z.enum(FRIDGE_ITEM_STATES),
  bagSize: z.enum(BAG_SIZES),
  startDatetime: instant,
  endDatetime: instant,
  createdAt: instant,
  food: foodResponse,
  reminders: z.array(reminderResponse).meta({ description: 'By time.' }),
  discardReason: z
    .enum(DISCARD_REASONS)
    .nullable()
    .meta({ description: 'Why it was thrown away, when the user said.' }),
  stillGood: z
    .boolean()
    .nullable()
    .meta({ description: 'After it left the fridge: was it still good, when the user said.' }),
  addedBy: z.object({ id: z.string(), name: z.string() }).nullable().meta({
    description: 'Who put it in the fridge (a household shares one); null once their account is gone.',
  }),
});

/** The user's own shelf life for a food, learned from their reports, where it differs from the catalogue's. */
export const shelfLifeResponse = z.object({
  foodId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  days: z.number().int(),
  catalogueDays: z.number().int(),
  basedOn: z.number().int().meta({ description: 'How many of the latest reports it is based on.' }),
});
export const shelfLifeListResponse = z.array(shelfLifeResponse);
export type ShelfLife = Wire<typeof shelfLifeResponse>;

export const foodListResponse = z.array(foodResponse);
export const fridgeItemListResponse = z.array(fridgeItemResponse);

export type Food = Wire<typeof foodResponse>;
export type FridgeItem = Wire<typeof fridgeItemResponse>;
