// The fridge's changes, queued on this device first: each shows at once, waits for a signal if there is
// none, and is sent exactly once. Eating, throwing away and deleting can be undone for a few seconds.
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import type { CreateFridgeItemInput, ItemFeedbackInput } from '@/shared/schemas/fridge';
import { newItemIds } from '@/client/lib/outbox/actions';
import { cancel, enqueue, UNDO_MS } from '@/client/lib/outbox/outbox';
import { useSession } from '@/client/lib/session';
import type { Food, FridgeItem } from './fridge-items';
import { previewItem } from './outbox-view';
import { browserTimeZone } from '@/client/lib/time-zone';

export type ItemChange = 'consume' | 'discard' | 'delete';

const DONE = {
  consume: 'detail.consumedDone',
  discard: 'outbox.discarded',
  delete: 'detail.deleted',
} as const;

export function useFridgeActions() {
  const { t } = useTranslation('fridge');
  const { data: user } = useSession();
  const userId = user?.id;

  function offline(): boolean {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  /** False without a user (the caller asks them to sign in first). */
  async function add(input: CreateFridgeItemInput, food: Food): Promise<boolean> {
    if (!userId) return false;
    const { sent, id: tempId } = await newItemIds(userId);
    const zone = browserTimeZone();
    const preview = previewItem(tempId, input, food, zone);
    await enqueue(
      userId,
      { kind: 'add', tempId, input: { ...input, id: sent }, preview },
      { foodSlug: food.slug },
    );
    if (offline()) toast.info(t('outbox.queued'));
    else toast.success(t('addDialog.added'));
    return true;
  }

  /** The same food in the same bag, from today: "again" on one just eaten or thrown away (accounts only). */
  const again =
    user && !user.isAnonymous
      ? (item: FridgeItem) => add({ foodId: item.food.id, bagSize: item.bagSize }, item.food)
      : undefined;

  return {
    add,
    again,

    /** A shopping trip: its items added as one change, all or none. False without a user. */
    async trip(rows: { input: CreateFridgeItemInput; food: Food }[]): Promise<boolean> {
      if (!userId || rows.length === 0) return false;
      const zone = browserTimeZone();
      const adds = await Promise.all(
        rows.map(async ({ input, food }) => {
          const { sent, id: tempId } = await newItemIds(userId);
          return { tempId, input: { ...input, id: sent }, preview: previewItem(tempId, input, food, zone) };
        }),
      );
      await enqueue(userId, { kind: 'trip', adds }, {});
      if (offline()) toast.info(t('outbox.queued'));
      else toast.success(t('trip.added', { count: rows.length }));
      return true;
    },

    async change(item: FridgeItem, change: ItemChange): Promise<void> {
      if (!userId) return;
      const queued = await enqueue(
        userId,
        { kind: change, itemId: item.id },
        { undoable: true, foodSlug: item.food.slug },
      );
      toast.success(t(DONE[change]), {
        duration: UNDO_MS,
        description: offline() ? t('outbox.queued') : undefined,
        // Eaten or thrown away: the same food again, in one tap.
        ...(again && change !== 'delete'
          ? { cancel: { label: t('outbox.again'), onClick: () => void again(item) } }
          : {}),
        action: {
          label: t('outbox.undo'),
          onClick: () => {
            void cancel(userId, queued.key).then((undone) =>
              undone ? toast.info(t('outbox.undone')) : toast.error(t('outbox.tooLate')),
            );
          },
        },
      });
    },

    /** Why it was thrown away, whether it was still good: sent after the change that closed the item. */
    async feedback(item: FridgeItem, feedback: ItemFeedbackInput): Promise<void> {
      if (!userId) return;
      await enqueue(userId, { kind: 'feedback', itemId: item.id, feedback }, { foodSlug: item.food.slug });
      toast.success(t('feedback.thanks'));
    },

    /** "Remind me tomorrow": at the user's hour, on the next day that is not quiet. */
    async snooze(item: FridgeItem): Promise<void> {
      if (!userId) return;
      await enqueue(userId, { kind: 'snooze', itemId: item.id }, { foodSlug: item.food.slug });
      toast.success(t('detail.snoozed'), offline() ? { description: t('outbox.queued') } : undefined);
    },

    async removeReminder(item: FridgeItem, reminderId: string): Promise<void> {
      if (!userId) return;
      await enqueue(
        userId,
        { kind: 'removeReminder', itemId: item.id, reminderId },
        { foodSlug: item.food.slug },
      );
      if (offline()) toast.info(t('outbox.queued'));
    },
  };
}
