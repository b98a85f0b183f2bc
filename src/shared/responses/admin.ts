// What admins read back: the rows of foods, prizes, coupons and ideas as stored, and prize claims held for review.
import { z } from 'zod';
import { HOLD_REASONS } from '../points';
import { instant } from './wire';

const timestamps = { createdAt: instant, updatedAt: instant };

export const adminFoodResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().meta({ description: 'fruit or vegetable' }),
  slug: z.string(),
  imagePath: z.string().nullable().meta({ description: 'As stored, e.g. public/foods/pears.svg.' }),
  expiresWithBagDays: z.number().int().nullable(),
  expiresWithoutBagDays: z.number().int().nullable(),
  weightSGrams: z.number().int().nullable(),
  weightMGrams: z.number().int().nullable(),
  weightLGrams: z.number().int().nullable(),
  priceCentsPerKg: z.number().int().nullable().meta({ description: 'Euro cents' }),
  co2eGramsPerKg: z.number().int().nullable(),
  ...timestamps,
});

const texts = {
  titleIt: z.string(),
  titleEn: z.string(),
  descriptionIt: z.string(),
  descriptionEn: z.string(),
};

export const adminPrizeResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  minLevel: z.number().int(),
  ...texts,
  imagePath: z.string().nullable(),
  active: z.boolean(),
  ...timestamps,
});

export const adminCouponResponse = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  validFrom: instant,
  validTo: instant,
  minLevel: z.number().int(),
  ...texts,
  readMoreUrl: z.string(),
  ...timestamps,
});

export const adminIdeaResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  foods: z.array(z.string()),
  minutes: z.number().int(),
  titleIt: z.string(),
  titleEn: z.string(),
  stepsIt: z.array(z.string()),
  stepsEn: z.array(z.string()),
  active: z.boolean(),
  ...timestamps,
});

export const adminPrizeClaimResponse = z.object({
  id: z.uuid(),
  status: z.string().meta({ description: 'held, approved or rejected' }),
  holdReason: z.enum(HOLD_REASONS).nullable().meta({ description: 'Why the claim was held' }),
  createdAt: instant,
  reviewedAt: instant.nullable(),
  reviewedBy: z.string().nullable(),
  prize: z.object({ id: z.number().int(), slug: z.string(), minLevel: z.number().int() }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    level: z.number().int(),
    points: z.number().int(),
    createdAt: instant,
  }),
});

/** An account found by its address, with its points ledger (the newest 100 entries): to judge a held claim. */
export const adminAccountResponse = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  banned: z.boolean(),
  points: z.number().int(),
  level: z.number().int(),
  createdAt: instant,
  ledger: z.array(
    z.object({
      reason: z.string(),
      reference: z.string(),
      points: z.number().int(),
      createdAt: instant,
    }),
  ),
});
