// The title of a screen, with an optional line of introduction under it.
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children ? <p className="mt-2 text-slate-700">{children}</p> : null}
    </header>
  );
}
