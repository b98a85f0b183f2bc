// The fridge's requests (docs/product.md#validation), shared by the form and the server.
import { z } from 'zod';
import { BAG_SIZES, CUSTOM_REMINDER_DAYS, DISCARD_REASONS, type CustomReminderDays } from '../constants';
import { INT4_MAX, instantField, randomUuidField } from './fields';

export { CUSTOM_REMINDER_DAYS, type CustomReminderDays };

const reminderDays = z.union(
  CUSTOM_REMINDER_DAYS.map((d) => z.literal(d)),
  { error: 'validation.reminderDays' },
);

export const createFridgeItemSchema = z.strictObject(
  {
    /**
     * The random id the device chose for it, from which the item's id is made for the account on both sides
     * (shared/item-id.ts), so that the item it shows while the request is on its way and the one the server
     * then lists are known as one; the server chooses one when absent.
     */
    id: randomUuidField('validation.itemId').optional().meta({
      description:
        "A random UUID (version 4 or 7) the device chose. The item's id is made from it for the account: the first 16 bytes of SHA-256 of `fridge-item\\n<account id>\\n<this id in lower case>`, with version 8 and the RFC 9562 variant set (RFC 9562, appendix B.2).",
    }),
    foodId: z
      .number({ error: 'validation.foodRequired' })
      .int('validation.foodRequired')
      .positive('validation.foodRequired')
      .max(INT4_MAX, 'validation.foodRequired'),
    bagSize: z.enum(BAG_SIZES, { error: 'validation.bagSize' }),
    /** The day the food goes in the fridge; today when absent. */
    startDatetime: instantField('validation.startDate').optional(),
    customReminderDays: reminderDays.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);

/** The most items one shopping trip adds: a minute's worth of changes to the fridge. */
export const TRIP_MAX_ITEMS = 30;

/** A shopping trip: several items added as one change, all or none. */
export const fridgeTripSchema = z.strictObject(
  {
    items: z
      .array(createFridgeItemSchema, { error: 'validation.tripItems' })
      .min(1, 'validation.tripItems')
      .max(TRIP_MAX_ITEMS, 'validation.tripTooMany'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);

export const updateFridgeItemSchema = z.strictObject(
  { state: z.enum(['consumed', 'discarded'], { error: 'validation.state' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);

/** After an item left the fridge: why it was thrown away, whether it was still good (either or both). */
export const itemFeedbackSchema = z
  .strictObject(
    {
      discardReason: z.enum(DISCARD_REASONS, { error: 'validation.discardReason' }).optional(),
      stillGood: z.boolean({ error: 'validation.stillGood' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
  )
  .refine((body) => body.discardReason !== undefined || body.stillGood !== undefined, {
    message: 'validation.feedbackEmpty',
  });

export const addReminderSchema = z.strictObject(
  { days: reminderDays },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined) },
);

export type CreateFridgeItemInput = z.infer<typeof createFridgeItemSchema>;
export type FridgeTripInput = z.infer<typeof fridgeTripSchema>;
export type ItemFeedbackInput = z.infer<typeof itemFeedbackSchema>;
