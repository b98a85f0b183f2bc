// A small "i" button that opens a dialog of numbered steps: the fridge's how-to and the gallery's explanation.
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Steps } from '@/client/components/ui/steps';

interface InfoDialogButtonProps {
  label: string;
  title: string;
  closeLabel: string;
  steps: string[];
}

export function InfoDialogButton({ label, title, closeLabel, steps }: InfoDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} onClick={() => setOpen(true)}>
        <Info aria-hidden="true" className="h-5 w-5 text-brand-800" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel}>
        <Steps steps={steps} />
      </Dialog>
    </>
  );
}
