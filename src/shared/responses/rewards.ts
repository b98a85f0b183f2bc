// Achievements, prizes, claims and coupons as the user sees them; texts come in both languages.
import { z } from 'zod';
import { instant, instantText, type Wire } from './wire';

export const localisedResponse = z.object({ it: z.string(), en: z.string() });

export const achievementResponse = z.object({
  id: z.uuid(),
  achievementCode: z.string(),
  achievementData: z.looseObject({ milestone: z.number(), item_slug: z.string().optional() }),
  createdAt: instant,
});

/** A claim shows its code once approved; a held one waits for a person's check. */
export const claimResponse = z.object({
  status: z.enum(['held', 'approved', 'rejected']),
  code: z.string().nullable(),
  claimedAt: instantText,
  /** Why it was rejected, in the admin's words. */
  reason: z.string().nullable(),
});

export const prizeResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  minLevel: z.number().int(),
  title: localisedResponse,
  description: localisedResponse,
  imageUrl: z.string().nullable(),
  unlocked: z.boolean(),
  claim: claimResponse.nullable(),
});

export const couponResponse = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  minLevel: z.number().int(),
  validFrom: instantText,
  validTo: instantText,
  title: localisedResponse,
  description: localisedResponse,
  readMoreUrl: z.string(),
});

export const achievementListResponse = z.array(achievementResponse);
export const prizeListResponse = z.array(prizeResponse);
export const couponListResponse = z.array(couponResponse);

export type Localised = Wire<typeof localisedResponse>;
export type UserAchievement = Wire<typeof achievementResponse>;
export type Claim = Wire<typeof claimResponse>;
export type Prize = Wire<typeof prizeResponse>;
export type Coupon = Wire<typeof couponResponse>;
