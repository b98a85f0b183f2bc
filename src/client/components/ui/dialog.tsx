// A modal dialog: focus is trapped inside; Escape, the close button and the phone's Back dismiss it. What
// draws it (Radix's dialog, with its focus trap and scroll lock: 10 KB) loads when a dialog first opens, not
// with the screen that may open one; once opened it stays, so that closing it is drawn as Radix closes it.
import { lazy, Suspense, useState } from 'react';
import { useBackButton } from '@/client/lib/back-button';
import { retryImport } from '@/client/lib/chunk-retry';
import type { DialogProps } from './dialog-view';

const DialogView = lazy(() =>
  retryImport(() => import('./dialog-view')).then((m) => ({ default: m.DialogView })),
);

export function Dialog(props: DialogProps) {
  const { open, onOpenChange } = props;
  useBackButton(open, () => onOpenChange(false));
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
