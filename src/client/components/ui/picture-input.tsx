// A picture's file field: the browser's own control, hidden (it speaks the browser's language), opened by a
// button that speaks the app's, with the name of the file chosen under it. The types are PICTURE_TYPES's,
// written out: the shared schemas come with a form's checks, not with its screen (ADR 038).
import { cn } from '@/client/lib/cn';
import { FormField } from './form-field';

interface PictureInputProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** The button's text. */
  choose: string;
  fileName: string | undefined;
  onFile(file: File | null): void;
  className?: string;
}

export function PictureInput({ label, hint, error, choose, fileName, onFile, className }: PictureInputProps) {
  return (
    <div className={cn('group', className)}>
      <FormField label={label} hint={hint} error={error}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(e) =>
          (
            e.currentTarget.parentElement?.querySelector('input[type=file]') as HTMLInputElement | null
          )?.click()
        }
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-100 px-4 py-2 text-sm font-semibold text-brand-900 group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-brand-700"
      >
        {choose}
      </button>
      {fileName ? <p className="mt-1 truncate text-sm text-slate-700">{fileName}</p> : null}
    </div>
  );
}
