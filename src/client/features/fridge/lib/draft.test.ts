import { describe, expect, it } from 'vitest';
import type { Food } from '../api/fridge-items';
import {
  addInputOfPrepared,
  preparedFrom,
  reminderOptions,
  startInstant,
  withAvailableReminder,
  type Draft,
} from './draft';

const pears: Food = {
  id: 1,
  name: 'Pere',
  type: 'fruit',
  slug: 'pears',
  imagePath: null,
  expiresWithBagDays: 6,
  expiresWithoutBagDays: 4,
};
const rome = 'Europe/Rome';
// Monday 2 March 2026, 10:00 on this machine's clock; the cases are days apart, so they hold in any zone.
const now = new Date(2026, 2, 2, 10, 0);
const draft = (startDate: string, customReminderDays: Draft['customReminderDays'] = null): Draft => ({
  type: 'fruit',
  food: pears,
  bagSize: 'M',
  startDate,
  customReminderDays,
});

describe('the add dialog’s draft', () => {
  it('starts now when the day is today, else at the day’s midnight', () => {
    expect(startInstant(draft('2026-03-02'), now)).toBe(now);
    expect(startInstant(draft('2026-02-27'), now)).toEqual(new Date(2026, 1, 27));
  });

  it('offers no reminder before a food is chosen', () => {
    expect(reminderOptions({ ...draft('2026-03-02'), food: null }, now, rome)).toEqual([]);
  });

  it('drops a chosen reminder that the day or the food made unavailable, keeps one still possible', () => {
    expect(withAvailableReminder(draft('2026-03-01', 2), now, rome).customReminderDays).toBe(2);
    expect(withAvailableReminder(draft('2026-02-24', 2), now, rome).customReminderDays).toBeNull();
    expect(withAvailableReminder(draft('2026-03-01', 10), now, rome).customReminderDays).toBeNull();
    expect(withAvailableReminder(draft('2026-03-01'), now, rome).customReminderDays).toBeNull();
  });
});

describe('a food a guest prepared before registering', () => {
  const prepared = (startDate: string, customReminderDays: Draft['customReminderDays'] = null) =>
    preparedFrom({ ...draft(startDate, customReminderDays), food: pears }, now);

  it('keeps one id for every attempt to add it', () => {
    const kept = prepared('2026-03-02', 2);
    expect(kept.sentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(addInputOfPrepared(kept, now, rome)).toEqual(addInputOfPrepared(kept, now, rome));
    expect(prepared('2026-03-02').sentId).not.toBe(kept.sentId);
  });

  it('is sent as the form sends it on the day it was prepared', () => {
    expect(addInputOfPrepared(prepared('2026-03-02', 2), now, rome)).toEqual({
      foodId: 1,
      bagSize: 'M',
      customReminderDays: 2,
    });
    expect(addInputOfPrepared(prepared('2026-02-27'), now, rome)).toEqual({
      foodId: 1,
      bagSize: 'M',
      startDatetime: new Date(2026, 1, 27).toISOString(),
    });
  });

  it('went in when it was prepared "today", when the account comes on a later day', () => {
    const later = new Date(2026, 2, 3, 9, 0);
    expect(addInputOfPrepared(prepared('2026-03-02', 2), later, rome)).toEqual({
      foodId: 1,
      bagSize: 'M',
      startDatetime: now.toISOString(),
      customReminderDays: 2,
    });
  });

  it('loses a reminder that has passed by the time the account comes', () => {
    const muchLater = new Date(2026, 2, 6, 9, 0);
    expect(addInputOfPrepared(prepared('2026-03-02', 2), muchLater, rome).customReminderDays).toBeUndefined();
  });
});
