// "Lasts 9 days instead of 7, based on your last 3 reports": why an end date is not the catalogue's.
import { useTranslation } from '@/client/lib/use-translation';
import type { ShelfLife } from '../api/fridge-items';

export function LearnedShelfLife({ learned }: { learned: ShelfLife | null }) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge']);
  if (!learned) return null;
  return (
    <span className="mt-1 block text-xs text-slate-700">
      {t('feedback.learned', {
        days: learned.days,
        catalogue: learned.catalogueDays,
        count: learned.basedOn,
      })}
    </span>
  );
}
