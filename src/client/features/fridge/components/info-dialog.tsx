// The numbered steps of an info button, in a dialog (loaded when first opened: info-dialog-button.tsx).
import { Dialog } from '@/client/components/ui/dialog';
import { Steps } from '@/client/components/ui/steps';

interface InfoDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  closeLabel: string;
  steps: string[];
}

export default function InfoDialog({ open, onOpenChange, title, closeLabel, steps }: InfoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      <Steps steps={steps} />
    </Dialog>
  );
}
