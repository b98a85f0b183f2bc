// The frame of the sign-in screens: a title and the links between them.
import type { ReactNode } from 'react';
import { PageHeading } from '@/client/components/ui/page-heading';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm">
      <PageHeading title={title} />
      <div className="space-y-3 text-slate-800">{children}</div>
    </div>
  );
}
