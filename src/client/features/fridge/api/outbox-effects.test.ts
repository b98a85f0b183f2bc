import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fridgeKeys, sessionKeys, statsKeys } from '@/client/lib/query-keys';
import { queued, reminder, storedItem } from './test-items';
import { applySent, refusalTitle, withSent } from './outbox-effects';

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

  it("a shopping trip's items the server answers with join the list, each once", () => {
    const [b, c] = [storedItem('b', []), storedItem('c', [])];
    const adds = [b, c].map((preview) => ({
      tempId: preview.id,
      input: { id: preview.id, foodId: 9, bagSize: 'S' } as const,
      preview,
    }));
    const after = withSent([item, b], { kind: 'trip', adds }, [b, c]);
    expect(after.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(refusalTitle({ kind: 'trip', adds })).toBe('fridge-dialogs:addDialog.failed');
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

describe('the screens once a change is sent', () => {
  const user = { id: 'u', email: 'a@b.c', emailVerified: true, points: 10, level: 1 };
  function screens() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fridgeKeys.list('u'), [item]);
    queryClient.setQueryData(sessionKeys.current(), user);
    queryClient.setQueryData(statsKeys.bags('u'), { inUse: 1 });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { queryClient, stale };
  }

  it('takes the list and the points from the answer, and reads neither again', () => {
    const { queryClient, stale } = screens();
    applySent(queryClient, {
      sent: [{ queued: queued({ kind: 'consume', itemId: 'a' }), body: item, points: 55 }],
      conflicts: [],
    });
    expect(queryClient.getQueryData(fridgeKeys.list('u'))).toEqual([]);
    expect(queryClient.getQueryData(sessionKeys.current())).toEqual({ ...user, points: 55, level: 2 });
    expect([stale(fridgeKeys.list('u')), stale(sessionKeys.current())]).toEqual([false, false]);
    // What depends on the fridge is read again where a screen shows it.
    expect(stale(statsKeys.bags('u'))).toBe(true);
  });

  it('reads the points again when the answer does not say them (a replayed answer)', () => {
    const { queryClient, stale } = screens();
    applySent(queryClient, {
      sent: [{ queued: queued({ kind: 'delete', itemId: 'a' }), body: null }],
      conflicts: [],
    });
    expect([stale(fridgeKeys.list('u')), stale(sessionKeys.current())]).toEqual([false, true]);
  });

  it('reads the fridge again after a refused change', () => {
    const { queryClient, stale } = screens();
    const { action } = queued({ kind: 'delete', itemId: 'a' });
    applySent(queryClient, {
      sent: [],
      conflicts: [{ key: 'k1', userId: 'u', action, reason: 'gone', message: 'Gone', at: 0 }],
    });
    expect([stale(fridgeKeys.list('u')), stale(sessionKeys.current())]).toEqual([true, true]);
  });
});
