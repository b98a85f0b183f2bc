// A tile on a shelf: picture, name, start date, days left and the freshness bar (docs/product.md#freshness).
import { useTranslation } from '@/client/lib/use-translation';
import { progressColour, progressPercent, timeLeft } from '@/shared/freshness';
import { formatTileDate } from '@/client/lib/dates';
import { cn } from '@/client/lib/cn';
import type { ShownItem } from '../api/outbox-view';
import { deviceTimeZone } from '../lib/draft';
import { AddedBy } from './added-by';
import { PendingBadge } from './pending-badge';

const BAR = { green: 'bg-green-600', yellow: 'bg-yellow-400', red: 'bg-red-600' } as const;

export function FridgeTile({ item, now, onOpen }: { item: ShownItem; now: Date; onOpen(): void }) {
  const { t } = useTranslation(['fridge', 'foods']);
  const start = new Date(item.startDatetime);
  const end = new Date(item.endDatetime);
  const percent = Math.round(progressPercent(start, end, now));
  const colour = progressColour(percent);
  const name = t(`foods:names.${item.food.slug}` as 'foods:names.pears', { defaultValue: item.food.name });
  const left = timeLeft(end, now, deviceTimeZone);
  return (
    <article
      className="relative flex flex-col items-center rounded-2xl bg-white p-2 text-center shadow-sm"
      data-colour={colour}
    >
      <button
        type="button"
        className="absolute inset-0 rounded-2xl"
        aria-label={t('openItem', { name })}
        onClick={onOpen}
      />
      {item.food.imagePath ? (
        <img src={item.food.imagePath} alt="" width={56} height={56} className="h-14 w-14" />
      ) : null}
      <p className="mt-1 line-clamp-2 text-sm leading-tight font-semibold text-brand-900">{name}</p>
      <p className="text-xs text-slate-700">{formatTileDate(start)}</p>
      <p className="text-xs font-semibold text-slate-800">
        {left.when === 'today'
          ? t('tile.endsToday')
          : left.when === 'tomorrow'
            ? t('tile.endsTomorrow')
            : t('tile.daysLeft', { count: left.count })}
      </p>
      <AddedBy item={item} short className="line-clamp-1 text-xs text-slate-700" />
      {item.pending ? <PendingBadge className="mt-1" /> : null}
      <div
        role="progressbar"
        aria-label={t('tile.progress', { percent })}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', BAR[colour])} style={{ width: `${percent}%` }} />
      </div>
    </article>
  );
}

/** Tiles missing a start date, end date or food name are not shown. */
export function isShowable(item: ShownItem): boolean {
  return Boolean(item.startDatetime && item.endDatetime && item.food?.name);
}
