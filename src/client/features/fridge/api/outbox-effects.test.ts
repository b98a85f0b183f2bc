import { describe, expect, it } from 'vitest';
import { reminder, storedItem } from './test-items';
import { refusalTitle, withSent } from './outbox-effects';

const item = storedItem('a', [
  reminder('r1', '2026-11-25T08:00:00.000Z'),
  reminder('r2', '2026-12-15T08:00:00.000Z', true),
]);

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

  it('an added item the list already holds (read again before the answer came) is there once', () => {
    const added = storedItem('b', []);
    const input = { id: 'b', foodId: 9, bagSize: 'S' } as const;
    const after = withSent([item, added], { kind: 'add', tempId: 'b', input, preview: added }, added);
    expect(after.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('an added item answered under another id than its stand-in (an add queued by an older page) shows once', () => {
    const preview = storedItem('stand-in', []);
    const stored = storedItem('b', []);
    const action = { kind: 'add', tempId: 'stand-in', input: { foodId: 9, bagSize: 'S' }, preview } as const;
    expect(withSent([item], action, stored).map((i) => i.id)).toEqual(['a', 'b']);
    // The list read again before the answer came already has it.
    expect(withSent([item, stored], action, stored).map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('a change the server refused', () => {
  it("is announced with the specification's words for its kind", () => {
    const add = { kind: 'add', tempId: 'b', input: { foodId: 9, bagSize: 'S' }, preview: item } as const;
    expect(refusalTitle(add)).toBe('fridge-dialogs:addDialog.failed');
    expect(refusalTitle({ kind: 'delete', itemId: 'a' })).toBe('fridge-dialogs:detail.deleteFailed');
    expect(refusalTitle({ kind: 'removeReminder', itemId: 'a', reminderId: 'r1' })).toBe(
      'fridge-dialogs:detail.reminderFailed',
    );
    for (const kind of ['consume', 'discard'] as const) {
      expect(refusalTitle({ kind, itemId: 'a' })).toBe('fridge-dialogs:detail.updateFailed');
    }
    expect(refusalTitle({ kind: 'snooze', itemId: 'a' })).toBe('fridge-dialogs:detail.updateFailed');
  });
});
