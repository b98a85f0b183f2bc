// A modal dialog as drawn (Radix): focus is trapped inside; Escape and the close button dismiss it (the
// phone's Back too: dialog.tsx, which loads this file when a dialog first opens).
import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}

export function DialogView({ open, onOpenChange, title, description, closeLabel, children }: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        {/* Level with the content, so a dialog opened over another dims the one below. */}
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Primitive.Content
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Primitive.Title className="pr-8 text-xl font-bold text-brand-900">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-2 text-slate-700">{description}</Primitive.Description>
          ) : null}
          <Primitive.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Primitive.Close>
          <div className="mt-5">{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
