// The numbered steps of an info button, in a dialog (loaded when first opened: info-dialog-button.tsx). Its
// texts come with it: a screen that shows only the button does not load them.
import { useTranslation } from '@/client/lib/use-translation';
import { Dialog } from '@/client/components/ui/dialog';
import { Steps } from '@/client/components/ui/steps';
import type { InfoSteps } from './info-dialog-button';

interface InfoDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  closeLabel: string;
  steps: InfoSteps;
}

export default function InfoDialog({ open, onOpenChange, title, closeLabel, steps }: InfoDialogProps) {
  // Suspends (the button's Suspense) until the namespace has arrived.
  const { t } = useTranslation(steps.namespace);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      {/* The keys were checked against their namespace where they were written (InfoSteps): `t`'s type
          cannot follow which of the two namespaces it is. */}
      <Steps steps={steps.keys.map((key) => t(key as never))} />
    </Dialog>
  );
}
