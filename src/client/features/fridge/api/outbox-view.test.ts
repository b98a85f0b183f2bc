import { describe, expect, it } from 'vitest';
import type { FridgeItem } from './fridge-items';
import { carrots, queued, reminder, storedItem } from './test-items';
import { previewItem, withQueuedChanges } from './outbox-view';

function item(id: string): FridgeItem {
  return storedItem(id, [reminder(`${id}-r`, '2026-11-25T08:00:00.000Z')]);
}

describe('the fridge with queued changes', () => {
  it('previews an add with the dates the server gives: end and default reminder at 09:00 on the end day', () => {
    const preview = previewItem(
      'local-1',
      { foodId: 9, bagSize: 'S', startDatetime: '2026-03-27T18:30:00+01:00', customReminderDays: 5 },
      carrots,
      'Europe/Rome',
    );
    // Carrots keep 25 days in a bag; the clocks change on 29 March.
    expect(preview.endDatetime).toBe('2026-04-21T16:30:00.000Z');
    expect(preview.reminders.map((r) => [r.isDefault, r.reminderDatetime])).toEqual([
      [false, '2026-04-01T07:00:00.000Z'],
      [true, '2026-04-21T07:00:00.000Z'],
    ]);
  });

  it('shows pending adds, hides eaten, thrown away and deleted items, and marks changed ones', () => {
    const preview = previewItem('local-2', { foodId: 9, bagSize: 'L' }, carrots, 'Europe/Rome');
    const shown = withQueuedChanges(
      [item('a'), item('b'), item('c'), item('d')],
      [
        queued({ kind: 'add', tempId: 'local-2', input: { foodId: 9, bagSize: 'L' }, preview }),
        queued({ kind: 'consume', itemId: 'a' }),
        queued({ kind: 'discard', itemId: 'b' }),
        queued({ kind: 'removeReminder', itemId: 'c', reminderId: 'c-r' }),
        queued({ kind: 'delete', itemId: 'local-2' }),
      ],
    );
    expect(shown.map((i) => [i.id, Boolean(i.pending), i.reminders.length])).toEqual([
      ['c', true, 0],
      ['d', false, 1],
    ]);
  });

  it("a pending add the server already has (the list read again before the answer came) shows once, as the server's", () => {
    const input = { id: 'e', foodId: 9, bagSize: 'L' } as const;
    const preview = previewItem('e', input, carrots, 'Europe/Rome');
    const shown = withQueuedChanges(
      [item('d'), item('e')],
      [queued({ kind: 'add', tempId: 'e', input, preview }), queued({ kind: 'snooze', itemId: 'e' })],
    );
    expect(shown.map((i) => [i.id, Boolean(i.pending), i.reminders.length])).toEqual([
      ['d', false, 1],
      ['e', true, 1],
    ]);
  });

  it('shows each item of a pending shopping trip once, as the server’s when it already has it', () => {
    const input = (id: string) => ({ id, foodId: 9, bagSize: 'M' }) as const;
    const adds = ['t1', 't2'].map((id) => ({
      tempId: id,
      input: input(id),
      preview: previewItem(id, input(id), carrots, 'Europe/Rome'),
    }));
    const shown = withQueuedChanges([item('d'), item('t2')], [queued({ kind: 'trip', adds })]);
    expect(shown.map((i) => [i.id, Boolean(i.pending)])).toEqual([
      ['d', false],
      ['t2', false],
      ['t1', true],
    ]);
  });
});
