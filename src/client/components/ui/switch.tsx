// An on/off setting (a button with role="switch" and aria-checked, as Radix draws one, without the hidden
// checkbox Radix adds for forms and takes away once it finds none: a page drawn on the server would lose an
// element as the app takes it over), with its label and an explanation.
import { useId, type ReactNode } from 'react';

interface SwitchRowProps {
  label: string;
  /** Under the label; read by screen readers with the switch. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** While the change is being made: the switch waits and says so. */
  busy?: boolean;
}

export function SwitchRow({ label, description, checked, onCheckedChange, disabled, busy }: SwitchRowProps) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {description ? (
          <div id={`${id}-description`} className="mt-1 text-sm wrap-anywhere text-slate-700">
            {description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        onClick={() => {
          // Busy, it ignores taps but stays enabled: a disabled button would drop the keyboard focus.
          if (!busy) onCheckedChange(!checked);
        }}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative mt-0.5 inline-flex h-7 w-12 before:absolute before:-inset-y-2 before:-left-1 before:-right-1 before:content-[''] shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-busy:opacity-70"
      >
        <span
          data-state={state}
          className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
        />
      </button>
    </div>
  );
}
