// Business constants (docs/product.md#constants) that both the server and the client rely on.

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
export const FALLBACK_LANGUAGES: Language[] = ['it', 'en'];
/** The cookie the browser keeps its language in, for the server to send the home page in it. */
export const LANGUAGE_COOKIE = 'lang';

export const BAG_SIZES = ['S', 'M', 'L'] as const;
export type BagSize = (typeof BAG_SIZES)[number];

export const FRIDGE_ITEM_STATES = ['stored', 'consumed', 'discarded'] as const;
export type FridgeItemState = (typeof FRIDGE_ITEM_STATES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export const ROLES = ['user', 'admin'] as const;

export const DEFAULT_PAGE_SIZE = 10;
export const FOODS_FETCH_LIMIT = 1000;
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** The public storage bucket: object paths stored with a leading `public/` are served from here. */
export const PUBLIC_BUCKET = 'public';

/** One custom reminder, 2, 5 or 10 days after the start (here, apart from the zod schemas, so the screens
 * that only list the choices do not load zod). */
export const CUSTOM_REMINDER_DAYS = [2, 5, 10] as const;
export type CustomReminderDays = (typeof CUSTOM_REMINDER_DAYS)[number];

/** Why an item was thrown away: one tap after discarding, counted on the impact page. */
export const DISCARD_REASONS = ['went_off', 'forgot', 'too_much', 'disliked', 'other'] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];

/** Households: how long a code to join stays valid, and how many people and open codes one may have. */
export const HOUSEHOLD_INVITE_DAYS = 7;
export const HOUSEHOLD_MAX_MEMBERS = 12;
export const HOUSEHOLD_MAX_OPEN_INVITES = 5;
export const HOUSEHOLD_NAME_MAX = 60;
