// The rules of points on the fridge guide: what each action earns and the limits that keep points fair,
// with the figures the server applies.
import { useTranslation } from '@/client/lib/use-translation';
import {
  ADD_REVOKE_HOURS,
  CONSUME_MIN_HOURS,
  FRIDGE_POINTS,
  FRIDGE_POINTS_PER_DAY,
  FRIDGE_WRITES,
  PRIZE_REVIEW,
} from '@/shared/points';

export function PointsRules() {
  const { t } = useTranslation('help');
  const rules = [
    t('points.add', { points: FRIDGE_POINTS.add }),
    t('points.eat', {
      onTime: FRIDGE_POINTS.consumedOnTime,
      late: FRIDGE_POINTS.consumedLate,
      hours: CONSUME_MIN_HOURS,
    }),
    t('points.discard'),
    t('points.delete', { hours: ADD_REVOKE_HOURS }),
    t('points.daily', { points: FRIDGE_POINTS_PER_DAY }),
    t('points.achievements'),
    t('points.changes', { perMinute: FRIDGE_WRITES.perMinute, perDay: FRIDGE_WRITES.perDay }),
    t('points.review', {
      days: PRIZE_REVIEW.accountDays,
      points: PRIZE_REVIEW.recentPoints,
      recentDays: PRIZE_REVIEW.recentDays,
    }),
  ];
  return (
    <section aria-labelledby="points-rules" className="mt-4 rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="points-rules" className="mb-2 text-lg font-semibold text-brand-900">
        {t('points.title')}
      </h2>
      <p className="mb-3 text-slate-700">{t('points.intro')}</p>
      <ul className="list-disc space-y-2 pl-5 text-slate-800">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
