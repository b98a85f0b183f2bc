// The title of a screen, with an optional line of introduction under it and an action beside it.
import type { ReactNode } from 'react';

export function PageHeading({
  title,
  action,
  children,
}: {
  title: string;
  /** A control at the end of the title's line (the fridge's shopping trip). */
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {action}
      </div>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
    </header>
  );
}
