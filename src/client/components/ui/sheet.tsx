// A panel that slides in from the right (vaul), with a title and description for assistive technology; the
// phone's Back closes it.
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { useBackButton } from '@/client/lib/back-button';

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
}

export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  useBackButton(open, () => onOpenChange(false));
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="right">
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl outline-none">
          <Drawer.Title className="text-lg font-bold text-brand-900">{title}</Drawer.Title>
          <Drawer.Description className="mt-1 text-sm text-slate-600">{description}</Drawer.Description>
          {children}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
