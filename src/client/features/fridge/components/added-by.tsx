// Who put an item in a household's shared fridge, when it was someone else: on its tile, its row and its
// detail. Nothing for the user's own items (the personal fridge holds only those).
import { useTranslation } from '@/client/lib/use-translation';
import type { FridgeItem } from '@/shared/responses/fridge';
import { useSession } from '@/client/lib/session';

/** The name of who added `item`, when that was not the signed-in user. */
export function useAddedBy(item: Pick<FridgeItem, 'addedBy'>): string | null {
  const { data: user } = useSession();
  return item.addedBy && item.addedBy.id !== user?.id ? item.addedBy.name : null;
}

/** "Added by Ada"; `short`, on a tile: "Ada's". */
export function AddedBy({
  item,
  short = false,
  className,
}: {
  item: Pick<FridgeItem, 'addedBy'>;
  short?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('fridge');
  const name = useAddedBy(item);
  if (!name) return null;
  return <p className={className}>{short ? t('tile.addedBy', { name }) : t('addedBy', { name })}</p>;
}
