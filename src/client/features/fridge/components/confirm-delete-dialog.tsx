// Asks before an item is deleted, wherever deleting is offered: it leaves the fridge with its reminders, and
// an add made within 24 hours gives back its points.
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';

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
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t('fridge:row.confirmTitle', { name })}
      description={t('fridge:row.confirmText')}
      closeLabel={t('detail.close')}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('fridge:row.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {t('detail.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
