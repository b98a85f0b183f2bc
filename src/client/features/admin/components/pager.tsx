// The foot of a paged list: which rows are shown of how many, and the previous and next pages.
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { PAGE_SIZE } from '../api/resources';

interface PagerProps {
  offset: number;
  shown: number;
  total: number;
  onOffset(offset: number): void;
}

export function Pager({ offset, shown, total, onOffset }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('pager.range', { from: offset + 1, to: offset + shown, total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          {t('pager.previous')}
        </Button>
        <Button
          variant="outline"
          disabled={offset + shown >= total}
          onClick={() => onOffset(offset + PAGE_SIZE)}
        >
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
