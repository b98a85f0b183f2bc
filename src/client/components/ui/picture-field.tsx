// A form's picture: the one there is, or the file chosen, shown before it is sent. The chosen file's preview
// is made once for that file and freed after it; a file the browser cannot draw shows no broken picture (the
// server will say why).
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { PictureInput } from './picture-input';

/** A person's picture is round and fills its circle; a food's shows whole in a rounded square. */
const SHAPES = {
  avatar: { size: 72, box: 'h-18 w-18 rounded-full bg-brand-100', fit: 'object-cover' },
  food: { size: 80, box: 'h-20 w-20 rounded-2xl bg-brand-50', fit: 'object-contain' },
} as const;

interface PictureFieldProps {
  shape: keyof typeof SHAPES;
  /** The address of the picture there is, if any. */
  current: string | null;
  file: File | null;
  onFile(file: File | null): void;
  error: string | undefined;
  label: string;
  hint: string;
  /** The button's text. */
  choose: string;
  /** The picture's text for those who cannot see it. */
  alt: string;
}

export function PictureField({
  shape,
  current,
  file,
  onFile,
  error,
  label,
  hint,
  choose,
  alt,
}: PictureFieldProps) {
  const { size, box, fit } = SHAPES[shape];
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const source = preview ?? current;
  const shown = source === unreadable ? null : source;
  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <img
          src={shown}
          onError={() => setUnreadable(shown)}
          alt={alt}
          width={size}
          height={size}
          className={cn('shrink-0', box, fit)}
        />
      ) : (
        <div aria-hidden="true" className={cn('shrink-0', box)} />
      )}
      <PictureInput
        className="min-w-0 flex-1"
        label={label}
        hint={hint}
        error={error}
        choose={choose}
        fileName={file?.name}
        onFile={onFile}
      />
    </div>
  );
}
