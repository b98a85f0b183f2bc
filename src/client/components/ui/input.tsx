// A text input styled for the app; the error state is announced through aria-invalid.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900',
        'placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-200',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
});
