// A small "i" button that opens a dialog of numbered steps: the fridge's how-to and the gallery's explanation.
import type { ParseKeys } from 'i18next';
import { Info } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { retryImport } from '@/client/lib/chunk-retry';

/** The steps' texts: keys of a namespace, translated by the dialog once it is opened. */
export type InfoSteps =
  | { namespace: 'help'; keys: readonly ParseKeys<'help'>[] }
  | { namespace: 'fridge-dialogs'; keys: readonly ParseKeys<'fridge-dialogs'>[] };

interface InfoDialogButtonProps {
  label: string;
  title: string;
  closeLabel: string;
  steps: InfoSteps;
}

// The dialog's code (Radix, focus trapping) and its texts are loaded when it is first opened, not with the
// screen.
const InfoDialog = lazy(() => retryImport(() => import('./info-dialog')));

export function InfoDialogButton({ label, title, closeLabel, steps }: InfoDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Info aria-hidden="true" className="h-5 w-5 text-brand-800" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <InfoDialog
            open={open}
            onOpenChange={setOpen}
            title={title}
            closeLabel={closeLabel}
            steps={steps}
          />
        </Suspense>
      ) : null}
    </>
  );
}
