// The food a guest prepared in the add dialog and was sent to register for: kept in this device's local
// storage (a reload, a closed tab, the way through /signup, /login or /profile/create), until the account
// exists and the fridge's queue takes it (features/fridge/lib/hand-over.ts). One at a time: the latest.
import { z } from 'zod';
import { BAG_SIZES, CUSTOM_REMINDER_DAYS } from '@/shared/constants';
import { foodResponse } from '@/shared/responses/fridge';
import { PREPARED_ITEM_KEY } from './prepared-item-key';

const KEY = PREPARED_ITEM_KEY;
/** A food prepared longer ago than this is no longer what is in the fridge: it is dropped unsent. */
export const PREPARED_ITEM_DAYS = 14;

const preparedItemSchema = z.object({
  /** The random id its add sends (ADR 019): the same for every attempt, so the account gets it once. */
  sentId: z.uuid(),
  food: foodResponse,
  bagSize: z.enum(BAG_SIZES),
  /** yyyy-MM-dd in the user's calendar, as chosen. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  customReminderDays: z.union(CUSTOM_REMINDER_DAYS.map((d) => z.literal(d))).nullable(),
  /** When the guest asked to register (an ISO instant): "today" was that day. */
  preparedAt: z.iso.datetime({ offset: true }),
});

export type PreparedItem = z.infer<typeof preparedItemSchema>;

/** Keeps the prepared food (replacing any earlier one); false when the device cannot keep it. */
export function keepPreparedItem(item: PreparedItem): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(preparedItemSchema.parse(item)));
    return true;
  } catch {
    return false;
  }
}

/** The prepared food, unless there is none, it cannot be read, or it is too old (then it is dropped). */
export function readPreparedItem(now = new Date()): PreparedItem | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = preparedItemSchema.safeParse(parsed);
  const age = result.success ? now.getTime() - Date.parse(result.data.preparedAt) : Infinity;
  if (!result.success || age > PREPARED_ITEM_DAYS * 86_400_000) {
    forgetPreparedItem();
    return null;
  }
  return result.data;
}

/** Drops the prepared food; with `sentId`, only that one (not one prepared since in another tab). */
export function forgetPreparedItem(sentId?: string): void {
  try {
    if (sentId !== undefined && sentIdOf(localStorage.getItem(KEY)) !== sentId) return;
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

function sentIdOf(raw: string | null): string | undefined {
  try {
    const id: unknown = raw === null ? undefined : (JSON.parse(raw) as { sentId?: unknown } | null)?.sentId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` alone among this device's tabs (the Web Locks API; alone in this tab where it is missing), so
 * two tabs that see the account at once do not both queue the food.
 */
export async function aloneOnDevice<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(KEY, work);
}
