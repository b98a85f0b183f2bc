// One of a few values, each a button that says whether it is the one chosen.
import { cn } from '@/client/lib/cn';

interface SegmentedChoiceProps<V extends string> {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
}

export function SegmentedChoice<V extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 rounded-full border px-4 py-2 text-sm font-semibold',
            option.value === value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
