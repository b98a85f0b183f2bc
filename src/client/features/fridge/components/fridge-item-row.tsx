// A fridge item row, for lists: picture, name, bag-size badge, added-at date (short style) and delete,
// which asks first (deleting takes back the points of an add made within 24 hours).
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { formatShortDate } from '@/client/lib/dates';
import { useFridgeActions } from '../api/fridge-actions';
import type { ShownItem } from '../api/outbox-view';
import { AddedBy } from './added-by';
import { PendingBadge } from './pending-badge';
import { retryImport } from '@/client/lib/chunk-retry';

// Loaded when a deletion is first asked, not with the list.
const ConfirmDeleteDialog = lazy(() =>
  retryImport(() => import('./confirm-delete-dialog')).then((m) => ({ default: m.ConfirmDeleteDialog })),
);

export function FridgeItemRow({ item, onOpen }: { item: ShownItem; onOpen(): void }) {
  const { t } = useTranslation(['fridge', 'foods']);
  const actions = useFridgeActions();
  const [confirming, setConfirming] = useState(false);
  const name = t(`foods:names.${item.food.slug}` as 'foods:names.pears', { defaultValue: item.food.name });

  function remove() {
    setConfirming(false);
    void actions.change(item, 'delete');
  }

  return (
    <li className="relative flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
      {item.food.imagePath ? (
        <img src={item.food.imagePath} alt="" width={48} height={48} className="h-12 w-12 shrink-0" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          {/* The name opens the item; the stretched button covers the row but not the delete button. */}
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('openItem', { name })}
            className="truncate font-semibold text-brand-900 after:absolute after:inset-0 after:rounded-2xl"
          >
            {name}
          </button>
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900">
            {t('row.bag', { size: item.bagSize })}
          </span>
          {item.pending ? <PendingBadge /> : null}
        </p>
        <p className="text-sm text-slate-700">
          {t('row.addedAt')} {formatShortDate(new Date(item.createdAt))}
        </p>
        <AddedBy item={item} className="truncate text-sm text-slate-700" />
      </div>
      <Button
        variant="dangerGhost"
        size="icon"
        className="relative z-10"
        aria-label={t('row.delete', { name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="h-5 w-5" />
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open={confirming}
            name={name}
            busy={false}
            onCancel={() => setConfirming(false)}
            onConfirm={remove}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
