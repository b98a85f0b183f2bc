// A numbered list of steps, as used by the help pages and the fridge instructions.
import type { ReactNode } from 'react';

export function Steps({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="pt-0.5 text-slate-800">{step}</div>
        </li>
      ))}
    </ol>
  );
}
