import { describe, expect, it } from 'vitest';
import type { Food } from '../api/fridge-items';
import { reminderOptions, startInstant, withAvailableReminder, type Draft } from './draft';

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
