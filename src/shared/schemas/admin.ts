// What admins send to manage foods, prizes, coupons and ideas (docs/product.md#accounts). Creating needs every
// required field; updating takes any of them. Messages are `validation` keys.
import { z } from 'zod';
import { FOOD_TYPES } from '../food-catalogue';
import { instantField, textField } from './fields';

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : undefined,
};

const text = (max: number, key: string, multiline = false) =>
  textField(key, { trim: true, multiline }).min(1, key).max(max, key);
const wholeNumber = (min: number, max: number, key: string) =>
  z.number({ error: key }).int(key).min(min, key).max(max, key);

const slug = textField('validation.slug')
  .max(60, 'validation.slug')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.slug');

/** A link the app may show: an https address, or a path of this site ("/terms#rewards", never "//host"). */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A food's picture: an https address, or an object of the public bucket ("public/foods/pears.svg"). */
export function isFoodImagePath(value: string): boolean {
  if (/^public\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(value)) {
    return value.split('/').every((part) => part !== '.' && part !== '..');
  }
  return !value.startsWith('/') && isSafeLink(value);
}

const link = (key: string) => textField(key, { trim: true }).max(2048, key).refine(isSafeLink, key);
const image = link('validation.imagePath').nullable();
const level = wholeNumber(1, 100, 'validation.minLevel');
const instant = instantField('validation.dateTime');

const foodImage = textField('validation.foodImagePath', { trim: true })
  .max(512, 'validation.foodImagePath')
  .refine(isFoodImagePath, 'validation.foodImagePath')
  .nullable();

const foodFields = {
  name: text(100, 'validation.adminName'),
  type: z.enum(FOOD_TYPES, { error: 'validation.foodType' }),
  slug,
  imagePath: foodImage,
  expiresWithBagDays: wholeNumber(0, 365, 'validation.shelfDays'),
  expiresWithoutBagDays: wholeNumber(0, 365, 'validation.shelfDays'),
  weightSGrams: wholeNumber(1, 20_000, 'validation.bagGrams').nullable().optional(),
  weightMGrams: wholeNumber(1, 20_000, 'validation.bagGrams').nullable().optional(),
  weightLGrams: wholeNumber(1, 20_000, 'validation.bagGrams').nullable().optional(),
  priceCentsPerKg: wholeNumber(0, 100_000, 'validation.priceCents').nullable().optional(),
  co2eGramsPerKg: wholeNumber(0, 100_000, 'validation.co2eGrams').nullable().optional(),
};

export const foodCreateSchema = z.strictObject({ ...foodFields, imagePath: foodImage.optional() }, strict);
export const foodUpdateSchema = z.strictObject(foodFields, strict).partial();

const prizeFields = {
  slug,
  minLevel: level,
  titleIt: text(100, 'validation.adminTitle'),
  titleEn: text(100, 'validation.adminTitle'),
  descriptionIt: text(500, 'validation.adminDescription', true),
  descriptionEn: text(500, 'validation.adminDescription', true),
  imagePath: image,
  active: z.boolean({ error: 'validation.boolean' }),
};

export const prizeCreateSchema = z.strictObject(
  { ...prizeFields, imagePath: image.optional(), active: prizeFields.active.optional() },
  strict,
);
export const prizeUpdateSchema = z.strictObject(prizeFields, strict).partial();

const couponFields = {
  code: textField('validation.couponCode', { trim: true })
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,32}$/, 'validation.couponCode'),
  percent: wholeNumber(1, 100, 'validation.percent'),
  validFrom: instant,
  validTo: instant,
  minLevel: level,
  titleIt: text(100, 'validation.adminTitle'),
  titleEn: text(100, 'validation.adminTitle'),
  descriptionIt: text(500, 'validation.adminDescription', true),
  descriptionEn: text(500, 'validation.adminDescription', true),
  readMoreUrl: link('validation.readMoreUrl'),
};

/** A coupon ends after it starts; on an update, the bound not sent is the stored one (checked by the server). */
export function validityError(validFrom: Date, validTo: Date): string | undefined {
  return validTo.getTime() > validFrom.getTime() ? undefined : 'validation.validTo';
}

export const couponCreateSchema = z
  .strictObject({ ...couponFields, minLevel: level.optional() }, strict)
  .superRefine((coupon, ctx) => {
    const problem = validityError(new Date(coupon.validFrom), new Date(coupon.validTo));
    if (problem) ctx.addIssue({ code: 'custom', path: ['validTo'], message: problem });
  });
export const couponUpdateSchema = z.strictObject(couponFields, strict).partial();

/** How many foods an idea may name, and how many steps it has. */
export const IDEA_FOODS = { min: 1, max: 6 } as const;
export const IDEA_STEPS = { min: 2, max: 4 } as const;

const ideaSteps = z
  .array(text(200, 'validation.ideaStep'), { error: 'validation.ideaSteps' })
  .min(IDEA_STEPS.min, 'validation.ideaSteps')
  .max(IDEA_STEPS.max, 'validation.ideaSteps');

// The foods by slug, each once; whether the catalogue has them is the server's to check.
const ideaFields = {
  slug,
  foods: z
    .array(slug, { error: 'validation.ideaFoods' })
    .min(IDEA_FOODS.min, 'validation.ideaFoods')
    .max(IDEA_FOODS.max, 'validation.ideaFoods')
    .refine((foods) => new Set(foods).size === foods.length, 'validation.ideaFoods'),
  minutes: wholeNumber(1, 240, 'validation.ideaMinutes'),
  titleIt: text(100, 'validation.adminTitle'),
  titleEn: text(100, 'validation.adminTitle'),
  stepsIt: ideaSteps,
  stepsEn: ideaSteps,
  active: z.boolean({ error: 'validation.boolean' }),
};

export const ideaCreateSchema = z.strictObject(
  { ...ideaFields, active: ideaFields.active.optional() },
  strict,
);
export const ideaUpdateSchema = z.strictObject(ideaFields, strict).partial();

export type FoodCreateInput = z.infer<typeof foodCreateSchema>;
export type FoodUpdateInput = z.infer<typeof foodUpdateSchema>;
export type PrizeCreateInput = z.infer<typeof prizeCreateSchema>;
export type PrizeUpdateInput = z.infer<typeof prizeUpdateSchema>;
export type CouponCreateInput = z.infer<typeof couponCreateSchema>;
export type CouponUpdateInput = z.infer<typeof couponUpdateSchema>;
export type IdeaCreateInput = z.infer<typeof ideaCreateSchema>;
export type IdeaUpdateInput = z.infer<typeof ideaUpdateSchema>;

/** Rejecting a held prize claim says why: the user reads it in the app and in the e-mail. */
export const REJECT_REASON_MAX = 300;
export const prizeRejectSchema = z.strictObject(
  { reason: text(REJECT_REASON_MAX, 'validation.rejectReason', true) },
  strict,
);
