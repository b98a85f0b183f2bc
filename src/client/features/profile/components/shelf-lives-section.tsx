// What the fridge has learned about how long foods last at the user's home, each forgettable. Shown once
// their reports have moved at least one food's shelf life away from the catalogue's.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { shelfLivesQuery, useForgetShelfLife, type ShelfLife } from '@/client/lib/shelf-lives';
import { LEARN_MAX_FACTOR, LEARN_MIN_FACTOR } from '@/shared/shelf-life';

export function ShelfLivesSection({ userId }: { userId: string }) {
  const { t } = useTranslation(['profile', 'foods']);
  const shelfLives = useQuery(shelfLivesQuery(userId));
  const forget = useForgetShelfLife(userId);
  const learned = shelfLives.data ?? [];
  if (learned.length === 0) return null;

  const nameOf = (l: ShelfLife) =>
    t(`foods:names.${l.slug}` as 'foods:names.pears', { defaultValue: l.name });
  const run = (food: number | 'all') =>
    forget.mutate(food, {
      onSuccess: () => toast.success(t('shelfLives.done')),
      onError: () => toast.error(t('shelfLives.failed')),
    });

  return (
    <section aria-labelledby="shelf-lives" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="shelf-lives" className="mb-1 text-lg font-semibold text-brand-900">
        {t('shelfLives.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {t('shelfLives.intro', { min: LEARN_MIN_FACTOR * 100, max: LEARN_MAX_FACTOR * 100 })}
      </p>
      <ul className="space-y-2">
        {learned.map((l) => {
          const food = nameOf(l);
          return (
            <li
              key={l.foodId}
              className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3 py-2"
            >
              <span className="text-sm text-slate-800">
                {t('shelfLives.row', { food, days: l.days, catalogue: l.catalogueDays, count: l.basedOn })}
              </span>
              <Button
                variant="outline"
                size="md"
                disabled={forget.isPending}
                aria-label={t('shelfLives.forgetOne', { food })}
                onClick={() => run(l.foodId)}
              >
                {t('shelfLives.forget')}
              </Button>
            </li>
          );
        })}
      </ul>
      {learned.length > 1 ? (
        <Button variant="dangerGhost" className="mt-3" disabled={forget.isPending} onClick={() => run('all')}>
          {t('shelfLives.forgetAll')}
        </Button>
      ) : null}
    </section>
  );
}
