// The profile's picture at the top of /profile, or the person's initials when there is none.
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';

/** Up to two initials, from the first two words of the name ("Ada L." → "AL"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const CIRCLE = 'h-16 w-16 shrink-0 rounded-full';

interface ProfileAvatarProps {
  /** The picture's URL; undefined while it is still being read. */
  src: string | null | undefined;
  name: string;
}

export function ProfileAvatar({ src, name }: ProfileAvatarProps) {
  const { t } = useTranslation('profile');
  const [broken, setBroken] = useState<string | null>(null);
  // Nothing yet: an empty circle, so that initials do not flash before the picture.
  if (src === undefined) return <div aria-hidden="true" className={`${CIRCLE} bg-brand-100`} />;
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt={t('edit.pictureAlt')}
        width={64}
        height={64}
        className={`${CIRCLE} object-cover`}
        onError={() => setBroken(src)}
      />
    );
  }
  // The name is written beside the circle: the initials repeat it for the eye only.
  const initials = initialsOf(name);
  return (
    <div
      aria-hidden="true"
      className={`${CIRCLE} flex items-center justify-center bg-brand-100 text-xl font-bold text-brand-900`}
    >
      {initials || <UserRound className="h-8 w-8 text-brand-700" />}
    </div>
  );
}
