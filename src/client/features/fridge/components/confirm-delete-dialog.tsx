// Asks before an item is deleted, wherever deleting is offered: it leaves the fridge with its reminders, and
// an add made within 24 hours gives back its points.
import { useTranslation } from '@/client/lib/use-translation';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The food's name, in the user's language. */
  name: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDeleteDialog({ open, name, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge']);
  return (
    <ConfirmDialog
      open={open}
      title={t('fridge:row.confirmTitle', { name })}
      text={t('fridge:row.confirmText')}
      confirm={t('detail.delete')}
      cancel={t('fridge:row.cancel')}
      closeLabel={t('detail.close')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
