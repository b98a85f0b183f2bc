// The food a guest prepared before registering goes into the fridge once an account is signed in on this
// device (docs/product.md#guests): queued like any add, under the id chosen when it was prepared, so a second
// tab, a reload or an add sent twice cannot store it twice (ADR 020).
import type { QueryClient } from '@tanstack/react-query';
import { itemIdFor } from '@/shared/item-id';
import { enqueue } from '@/client/lib/outbox/outbox';
import { aloneOnDevice, forgetPreparedItem, readPreparedItem } from '@/client/lib/prepared-item';
import { sessionQuery, type SessionUser } from '@/client/lib/session';
import { toast } from '@/client/lib/toast';
import { browserTimeZone } from '@/client/lib/time-zone';
import { previewItem } from '../api/outbox-view';
import { addInputOfPrepared } from './draft';
import { translations } from '@/client/lib/translations';
import { appText } from '@/client/lib/use-translation';

/** Queues the prepared food for `user` when it is an account; true when this call queued it. */
export async function handOver(user: SessionUser | null | undefined, now = new Date()): Promise<boolean> {
  if (!user || user.isAnonymous || !readPreparedItem(now)) return false;
  return aloneOnDevice(async () => {
    // Read again under the lock: another tab may have queued it meanwhile.
    const prepared = readPreparedItem(now);
    if (!prepared) return false;
    const timeZone = browserTimeZone();
    const input = addInputOfPrepared(prepared, now, timeZone);
    const id = await itemIdFor(user.id, prepared.sentId);
    await enqueue(
      user.id,
      {
        kind: 'add',
        tempId: id,
        input: { ...input, id: prepared.sentId },
        preview: previewItem(id, input, prepared.food, timeZone, now),
      },
      { foodSlug: prepared.food.slug },
    );
    // Queued (kept in IndexedDB) first: a tab closed in between leaves it to be queued again, and the server
    // answers that second add with the item the first one made.
    forgetPreparedItem(prepared.sentId);
    return true;
  });
}

/** Follows the session: whenever an account is signed in, the prepared food (if any) is handed over. */
export function handOverPreparedItem(queryClient: QueryClient): () => void {
  const follow = (user: SessionUser | null | undefined) =>
    void handOver(user).then(
      async (queued) => {
        if (!queued) return;
        await translations.loadNamespaces('fridge');
        toast.success(appText('fridge:addDialog.added'));
      },
      (error: unknown) => console.warn('The prepared food was not queued', error),
    );
  follow(queryClient.getQueryData<SessionUser | null>(sessionQuery.queryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(sessionQuery.queryKey)) return;
    follow(event.query.state.data as SessionUser | null | undefined);
  });
}
