// What the screens do when queued changes reach the server: the fridge takes the server's items in place of
// their stand-ins, the figures that depend on the fridge are read again, and each change the server refused
// is explained, so nothing is lost without a word.
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/client/lib/toast';
import type { Conflict, OutboxAction } from '@/client/lib/outbox/actions';
import type { FlushResult } from '@/client/lib/outbox/flush';
import { takeConflicts } from '@/client/lib/outbox/store';
import { fridgeKeys, sessionKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/client/lib/session';
import { levelFor } from '@/shared/levels';
import { AFTER_CHANGE_INVALIDATES, changedBy, type FridgeItem } from './fridge-items';
import { translations } from '@/client/lib/translations';
import { textsOf } from '@/client/lib/use-translation';

function foodName(conflict: Conflict): string {
  const t = textsOf(['fridge', 'foods']);
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
    case 'trip':
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
  void translations.loadNamespaces(['fridge', 'fridge-dialogs']).then(() => {
    const t = textsOf(['fridge', 'fridge-dialogs']);
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

/** The list with an item the server added: in place of the same item, when the list read again has it. */
function withAdded(items: FridgeItem[], added: FridgeItem): FridgeItem[] {
  return items.some((i) => i.id === added.id)
    ? items.map((i) => (i.id === added.id ? added : i))
    : [...items, added];
}

/**
 * The fridge list once the server has done `action` and answered `body`: what the queue showed on top of
 * the list until now, so that nothing flickers back while the list is read again.
 */
export function withSent(
  items: FridgeItem[],
  action: OutboxAction,
  body: FridgeItem | FridgeItem[] | null,
): FridgeItem[] {
  if (Array.isArray(body)) return body.reduce((list, item) => withAdded(list, item), items);
  if (action.kind === 'add') return body ? withAdded(items, body) : items;
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

/** The session's user with the points (and so the level) a change's answer said the account has now. */
export function withPoints(user: SessionUser | null | undefined, userId: string, points: number) {
  return user && user.id === userId ? { ...user, points, level: levelFor(points) } : user;
}

/**
 * The screens once queued changes were sent or refused. One change, one request: the answers are what the
 * fridge and the points are now, and the figures that depend on them (bags, podium, impact, shelf lives) are
 * read again only where a screen shows them. A refused change has the fridge read as the server has it.
 */
export function applySent(
  queryClient: QueryClient,
  { sent, conflicts }: Pick<FlushResult, 'sent' | 'conflicts'>,
): void {
  const changed = new Map<string, readonly unknown[]>();
  const mark = (keys: readonly (readonly unknown[])[]) => {
    for (const key of keys) changed.set(JSON.stringify(key), key);
  };
  let pointsKnown = true;
  for (const { queued, body, points } of sent) {
    const action = queued.action;
    queryClient.setQueryData<FridgeItem[]>(
      fridgeKeys.list(queued.userId),
      (items) => items && withSent(items, action, body),
    );
    if (points === undefined) pointsKnown = false;
    else {
      queryClient.setQueryData<SessionUser | null>(sessionKeys.current(), (user) =>
        withPoints(user, queued.userId, points),
      );
    }
    mark(changedBy(action.kind));
  }
  // The list and the points are the answers' own.
  changed.delete(JSON.stringify(fridgeKeys.all()));
  if (pointsKnown) changed.delete(JSON.stringify(sessionKeys.current()));
  if (conflicts.length > 0) mark(AFTER_CHANGE_INVALIDATES);
  for (const queryKey of changed.values()) void queryClient.invalidateQueries({ queryKey });
}

export function fridgeOutboxEffects(queryClient: QueryClient) {
  return (result: FlushResult): void => {
    applySent(queryClient, result);
    // Conflicts met here, and any the service worker met while the app was closed.
    void takeConflicts(result.userId).then(explain);
  };
}
