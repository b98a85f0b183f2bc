// What the screens do when queued changes reach the server: the fridge takes the server's items in place of
// their stand-ins, the figures that depend on the fridge are read again, and each change the server refused
// is explained, so nothing is lost without a word.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/client/lib/toast';
import type { Conflict, OutboxAction } from '@/client/lib/outbox/actions';
import type { FlushResult } from '@/client/lib/outbox/flush';
import { takeConflicts } from '@/client/lib/outbox/store';
import { i18next } from '@/client/lib/i18n';
import { fridgeKeys } from '@/client/lib/query-keys';
import { AFTER_CHANGE_INVALIDATES, type FridgeItem } from './fridge-items';

function foodName(conflict: Conflict): string {
  const t = i18next.getFixedT(null, ['fridge', 'foods']);
  const slug = conflict.foodSlug;
  return slug ? t(`foods:names.${slug}`, { defaultValue: slug }) : t('fridge:outbox.aFood');
}

/** The toast's title for a change of `action`'s kind that the server refused, as the specification words it. */
export function refusalTitle(
  action: OutboxAction,
):
  | 'fridge-dialogs:addDialog.failed'
  | 'fridge-dialogs:detail.deleteFailed'
  | 'fridge-dialogs:detail.reminderFailed'
  | 'fridge-dialogs:detail.updateFailed' {
  switch (action.kind) {
    case 'add':
      return 'fridge-dialogs:addDialog.failed';
    case 'delete':
      return 'fridge-dialogs:detail.deleteFailed';
    case 'removeReminder':
      return 'fridge-dialogs:detail.reminderFailed';
    default:
      return 'fridge-dialogs:detail.updateFailed';
  }
}

function explain(conflicts: Conflict[]): void {
  if (conflicts.length === 0) return;
  void i18next.loadNamespaces(['fridge', 'fridge-dialogs']).then(() => {
    const t = i18next.getFixedT(null, ['fridge', 'fridge-dialogs']);
    for (const conflict of conflicts) {
      const food = foodName(conflict);
      const options = { duration: 10_000 };
      // A refusal is a failure, said with the server's reason; the item having moved on is a notice.
      if (conflict.reason === 'refused') {
        toast.error(t(refusalTitle(conflict.action)), {
          ...options,
          description: t('fridge:outbox.conflict.refused', { food, message: conflict.message }),
        });
      } else toast.warning(t(`fridge:outbox.conflict.${conflict.reason}`, { food }), options);
    }
  });
}

/**
 * The fridge list once the server has done `action` and answered `body`: what the queue showed on top of
 * the list until now, so that nothing flickers back while the list is read again.
 */
export function withSent(items: FridgeItem[], action: OutboxAction, body: FridgeItem | null): FridgeItem[] {
  if (action.kind === 'add') {
    // The list may have been read again, with it, before the answer came.
    if (!body) return items;
    return items.some((i) => i.id === body.id)
      ? items.map((i) => (i.id === body.id ? body : i))
      : [...items, body];
  }
  if (action.kind === 'delete' || action.kind === 'consume' || action.kind === 'discard') {
    return items.filter((i) => i.id !== action.itemId);
  }
  if (action.kind === 'removeReminder') {
    // Answered with no body: the reminder is gone, as the queue showed it.
    return items.map((i) =>
      i.id === action.itemId ? { ...i, reminders: i.reminders.filter((r) => r.id !== action.reminderId) } : i,
    );
  }
  return body ? items.map((i) => (i.id === body.id ? body : i)) : items;
}

export function fridgeOutboxEffects(queryClient: QueryClient) {
  return (result: FlushResult): void => {
    for (const { queued, body } of result.sent) {
      const key = fridgeKeys.list(queued.userId);
      const action = queued.action;
      queryClient.setQueryData<FridgeItem[]>(key, (items) => items && withSent(items, action, body));
    }
    if (result.sent.length > 0 || result.conflicts.length > 0) {
      for (const queryKey of AFTER_CHANGE_INVALIDATES) void queryClient.invalidateQueries({ queryKey });
    }
    // Conflicts met here, and any the service worker met while the app was closed.
    void takeConflicts(result.userId).then(explain);
  };
}
