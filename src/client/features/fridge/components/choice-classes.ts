// The look of the add form's pill-shaped choices (bag size, reminder), chosen or not, and unavailable.
import { cn } from '@/client/lib/cn';

export const choiceClasses = (selected: boolean) =>
  cn(
    'min-h-11 min-w-11 rounded-full border px-4 py-2 text-sm font-semibold',
    'disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-500',
    selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800',
  );
