import { describe, expect, it } from 'vitest';
import type { FridgeItem } from './fridge-items';
import { withSent } from './outbox-effects';

const item: FridgeItem = {
  id: 'a',
  foodId: 9,
  state: 'stored',
  bagSize: 'M',
  startDatetime: '2026-11-20T08:00:00.000Z',
  endDatetime: '2026-12-15T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  food: {
    id: 9,
    name: 'Carote',
    type: 'vegetable',
    slug: 'carrots',
    imagePath: null,
    expiresWithBagDays: 25,
    expiresWithoutBagDays: 17,
  },
  reminders: [
    {
      id: 'r1',
      reminderDatetime: '2026-11-25T08:00:00.000Z',
      isDefault: false,
      reminded: false,
      isSnooze: false,
    },
    {
      id: 'r2',
      reminderDatetime: '2026-12-15T08:00:00.000Z',
      isDefault: true,
      reminded: false,
      isSnooze: false,
    },
  ],
  discardReason: null,
  stillGood: null,
};

describe('the fridge list once a queued change is sent', () => {
  it('a removed reminder stays removed though the server answers with no body', () => {
    const [after] = withSent([item], { kind: 'removeReminder', itemId: 'a', reminderId: 'r1' }, null);
    expect(after!.reminders.map((r) => r.id)).toEqual(['r2']);
  });

  it('an item eaten, thrown away or deleted leaves the list', () => {
    for (const kind of ['consume', 'discard', 'delete'] as const) {
      expect(withSent([item], { kind, itemId: 'a' }, null)).toEqual([]);
    }
  });

  it("an item the server answers with replaces the list's own", () => {
    const snoozed = {
      ...item,
      reminders: [...item.reminders, { ...item.reminders[0]!, id: 'r3', isSnooze: true }],
    };
    expect(withSent([item], { kind: 'snooze', itemId: 'a' }, snoozed)).toEqual([snoozed]);
  });
});
