// What the add dialog has gathered so far, and what follows from it: the start and the reminder choices.
import { isoDay } from '@/client/lib/dates';
import type { BagSize } from '@/shared/constants';
import { customReminderOptions, type ReminderOption } from '@/shared/reminder-options';
import type { CreateFridgeItemInput, CustomReminderDays } from '@/shared/schemas/fridge';
import type { PreparedItem } from '@/client/lib/prepared-item';
import type { Food, ShelfLife } from '../api/fridge-items';
import { browserTimeZone } from '@/client/lib/time-zone';

export interface Draft {
  type: 'fruit' | 'vegetable' | null;
  food: Food | null;
  bagSize: BagSize;
  /** yyyy-MM-dd in the user's calendar. */
  startDate: string;
  customReminderDays: CustomReminderDays | null;
}

export function emptyDraft(now = new Date()): Draft {
  return {
    type: null,
    food: null,
    bagSize: 'M',
    startDate: isoDay(now),
    customReminderDays: null,
  };
}

export function startsToday(draft: Draft, now = new Date()): boolean {
  return draft.startDate === isoDay(now);
}

/** Midnight of the chosen day, on this device's clock. */
export function startOf(draft: Draft): Date {
  const [y, m, d] = draft.startDate.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** When the food went in as the server will record it: now when it is today, else the day's midnight. */
export function startInstant(draft: Draft, now = new Date()): Date {
  return startsToday(draft, now) ? now : startOf(draft);
}

/** The zone the server reads reminders in: the one this browser sends with every request. */
export function deviceTimeZone(): string {
  return browserTimeZone();
}

/** The custom reminder's choices for the chosen food and day; none before a food is chosen. */
export function reminderOptions(
  draft: Draft,
  now = new Date(),
  timeZone = deviceTimeZone(),
): ReminderOption[] {
  if (!draft.food) return [];
  return customReminderOptions({
    start: startInstant(draft, now),
    shelfLifeDays: draft.food.expiresWithBagDays ?? 0,
    now,
    timeZone,
  });
}

/** A chosen reminder that another day or food made unavailable is dropped rather than sent. */
export function withAvailableReminder(draft: Draft, now = new Date(), timeZone = deviceTimeZone()): Draft {
  if (draft.customReminderDays === null) return draft;
  const chosen = reminderOptions(draft, now, timeZone).find((o) => o.days === draft.customReminderDays);
  return chosen && !chosen.unavailable ? draft : { ...draft, customReminderDays: null };
}

/**
 * The draft with the user's own shelf life for its food, where their reports taught one (the server computes
 * the end the same way), and that shelf life to explain it; the draft as it is otherwise.
 */
export function withLearnedShelfLife(
  draft: Draft,
  shelfLives: readonly ShelfLife[] | undefined,
): { draft: Draft; learned: ShelfLife | null } {
  const learned = draft.food ? shelfLives?.find((l) => l.foodId === draft.food!.id) : undefined;
  if (!learned || !draft.food) return { draft, learned: null };
  return { draft: { ...draft, food: { ...draft.food, expiresWithBagDays: learned.days } }, learned };
}

/** The add's request for a draft with its food (without the device's id): no start when it is today. */
export function addInputOf(draft: Draft & { food: Food }, now = new Date()): CreateFridgeItemInput {
  return {
    foodId: draft.food.id,
    bagSize: draft.bagSize,
    ...(startsToday(draft, now) ? {} : { startDatetime: startOf(draft).toISOString() }),
    ...(draft.customReminderDays ? { customReminderDays: draft.customReminderDays } : {}),
  };
}

/** What a guest prepared, to keep on the device until the account exists, its add's id chosen now. */
export function preparedFrom(draft: Draft & { food: Food }, now = new Date()): PreparedItem {
  return {
    sentId: crypto.randomUUID(),
    food: draft.food,
    bagSize: draft.bagSize,
    startDate: draft.startDate,
    customReminderDays: draft.customReminderDays,
    preparedAt: now.toISOString(),
  };
}

/**
 * The add's request for a food prepared by a guest, sent once the account exists. "Today" was the day it
 * was prepared: sent on a later day, the food went in when it was prepared. A reminder that has passed since
 * is dropped, as the form drops one made unavailable.
 */
export function addInputOfPrepared(
  prepared: PreparedItem,
  now = new Date(),
  timeZone = deviceTimeZone(),
): CreateFridgeItemInput {
  const draft = withAvailableReminder(
    {
      type: prepared.food.type,
      food: prepared.food,
      bagSize: prepared.bagSize,
      startDate: prepared.startDate,
      customReminderDays: prepared.customReminderDays,
    },
    now,
    timeZone,
  );
  const food = prepared.food;
  const preparedAt = new Date(prepared.preparedAt);
  if (startsToday(draft, now) || !startsToday(draft, preparedAt)) return addInputOf({ ...draft, food }, now);
  // Prepared for "now" on an earlier day: it went in then.
  return { ...addInputOf({ ...draft, food }, now), startDatetime: preparedAt.toISOString() };
}
