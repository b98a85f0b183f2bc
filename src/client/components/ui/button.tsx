// Button styles shared by buttons and by links that look like buttons.
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/client/lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger' | 'dangerGhost';
export type ButtonSize = 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  outline: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  // Destructive actions: classes are not merged, so colours come from variants, never from overrides.
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
  dangerGhost: 'text-red-800 hover:bg-red-50',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-11 w-11',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
