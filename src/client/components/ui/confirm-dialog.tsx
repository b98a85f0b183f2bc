// Asks before a change that cannot be taken back: the question, Cancel, and the change's own button (red when
// something is lost), busy while the change is on its way.
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  closeLabel: string;
  danger?: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => (next ? undefined : props.onCancel())}
      title={props.title}
      description={props.text}
      closeLabel={props.closeLabel}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={props.onCancel}>
          {props.cancel}
        </Button>
        <Button
          variant={props.danger ? 'danger' : 'primary'}
          disabled={props.busy}
          aria-busy={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
