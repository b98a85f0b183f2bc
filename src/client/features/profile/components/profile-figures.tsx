// The profile's figures: the podium of the 3 foods stored most (gold, silver, bronze), my bags per size
// with those in use now, and fruit versus vegetable items.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/client/lib/use-translation';
import { BAG_SIZES } from '@/shared/constants';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { buttonClasses } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { bagsSummaryQuery, foodTypesQuery, podiumQuery } from '../api/stats';

const MEDALS = [
  { key: 'gold', className: 'bg-yellow-100 ring-yellow-400 text-yellow-900' },
  { key: 'silver', className: 'bg-slate-100 ring-slate-400 text-slate-800' },
  { key: 'bronze', className: 'bg-orange-100 ring-orange-400 text-orange-900' },
] as const;

const card = 'rounded-3xl bg-white p-6 shadow-sm';
const heading = 'mb-3 text-lg font-semibold text-brand-900';

export function ProfileFigures({ userId }: { userId: string }) {
  const { t } = useTranslation(['profile', 'foods']);
  const podium = useQuery(podiumQuery(userId));
  const bags = useQuery(bagsSummaryQuery(userId));
  const types = useQuery(foodTypesQuery(userId));
  if ([podium, bags, types].some(waitsForNetwork)) return <NeedsConnection className={card} />;
  if (podium.isPending || bags.isPending || types.isPending) return null;
  if (podium.isError || bags.isError || types.isError) {
    return <p className={cn(card, 'text-slate-700')}>{t('figures.error')}</p>;
  }
  const total = types.data.fruit + types.data.vegetable;
  if (total === 0) {
    return (
      <section className={card}>
        <p className="text-slate-800">{t('figures.empty')}</p>
        <Link to="/fridge" className={buttonClasses('outline', 'md', 'mt-4')}>
          {t('figures.toFridge')}
        </Link>
      </section>
    );
  }
  const fruitShare = Math.round((types.data.fruit / total) * 100);

  return (
    <>
      <section aria-labelledby="podium" className={card}>
        <h2 id="podium" className={heading}>
          {t('figures.podium')}
        </h2>
        <ol className="grid grid-cols-3 items-end gap-3">
          {podium.data.map((place, index) => {
            const medal = MEDALS[index]!;
            const name = t(`foods:names.${place.slug}` as 'foods:names.pears', { defaultValue: place.name });
            return (
              <li
                key={place.slug}
                className={cn(
                  'flex flex-col items-center rounded-2xl p-2 text-center ring-2',
                  medal.className,
                  index === 0 ? 'order-2 pb-6' : index === 1 ? 'order-1' : 'order-3',
                )}
              >
                <span className="text-xs font-bold uppercase">{t(`figures.${medal.key}`)}</span>
                {place.imagePath ? (
                  <img src={place.imagePath} alt="" width={48} height={48} className="my-1 h-12 w-12" />
                ) : null}
                <span className="text-sm font-semibold">{name}</span>
                <span className="text-xs">{t('figures.times', { count: place.count })}</span>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="my-bags" className={card}>
        <h2 id="my-bags" className={heading}>
          {t('figures.bags')}
        </h2>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {BAG_SIZES.map((size) => (
            <div key={size} className="min-w-0 rounded-2xl bg-brand-50 px-1 py-3 sm:px-3">
              {/* "Sacchetto S" is wider than a third of a phone's card at text-sm: smaller there. */}
              <dt className="text-xs font-semibold wrap-break-word text-brand-900 sm:text-sm">
                {t('figures.bag', { size })}
              </dt>
              <dd className="text-2xl font-bold text-brand-900">{bags.data[size].total}</dd>
              <dd className="text-xs text-slate-700">
                {t('figures.inUse', { count: bags.data[size].inUse })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="food-types" className={card}>
        <h2 id="food-types" className={heading}>
          {t('figures.types')}
        </h2>
        <div
          className="flex h-4 overflow-hidden rounded-full bg-green-600"
          role="img"
          aria-label={t('figures.typesLabel', { fruit: types.data.fruit, vegetable: types.data.vegetable })}
        >
          <div className="bg-orange-400" style={{ width: `${fruitShare}%` }} />
        </div>
        <div className="mt-2 flex justify-between text-sm text-slate-800">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-full bg-orange-400" />
            {t('figures.fruit', { count: types.data.fruit })}
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 rounded-full bg-green-600" />
            {t('figures.vegetable', { count: types.data.vegetable })}
          </span>
        </div>
      </section>
    </>
  );
}
