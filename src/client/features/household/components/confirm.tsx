// Asks before a change that takes someone out of the household or hands it over.
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

export interface Confirmation {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  run(): void;
}

export function Confirm({
  confirmation,
  busy,
  closeLabel,
  onClose,
}: {
  confirmation: Confirmation | null;
  busy: boolean;
  closeLabel: string;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      text={confirmation?.text ?? ''}
      confirm={confirmation?.confirm ?? ''}
      cancel={confirmation?.cancel ?? ''}
      closeLabel={closeLabel}
      danger={confirmation?.danger}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => confirmation?.run()}
    />
  );
}
