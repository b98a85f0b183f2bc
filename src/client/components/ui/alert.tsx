// A message box: red for errors (the box above a form's submit button), green for confirmations.
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      {children}
    </div>
  );
}
