// /profile/impact: what the user's fridge saved and wasted, in kilos, euro and CO2e, the rescue rate, the
// weeks and months in a chart, the foods thrown away most, and how the user compares with the average
// household in Italy and the EU.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { buttonClasses } from '@/client/components/ui/button';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { PageHeading } from '@/client/components/ui/page-heading';
import { cn } from '@/client/lib/cn';
import { dateFormatter, intlLocale, numberFormatter } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useSession } from '@/client/lib/session';
import type { ImpactScope } from '@/shared/schemas/impact';
import { impactQuery } from '../api/impact';
import { ImpactChart } from './impact-chart';

const card = 'rounded-3xl bg-white p-6 shadow-sm';
const heading = 'mb-3 text-lg font-semibold text-brand-900';

const OUTCOMES = [
  { key: 'eatenInTime', title: 'impact.eatenInTime', tone: 'good' },
  { key: 'eatenLate', title: 'impact.eatenLate', tone: 'plain' },
  { key: 'wasted', title: 'impact.wasted', tone: 'bad' },
] as const;
const TONES = { good: 'bg-brand-50', plain: 'bg-slate-50', bad: 'bg-orange-50' } as const;

export function ImpactPage() {
  const { t } = useTranslation(['profile', 'foods', 'fridge-dialogs']);
  const { data: user } = useSession();
  const [scope, setScope] = useState<ImpactScope>('me');
  const own = useQuery({ ...impactQuery(user?.id ?? ''), enabled: Boolean(user) });
  // The household's figures, once the user's own say there is one and the user asks for them.
  const household = own.data?.household ?? null;
  const shared = useQuery({
    ...impactQuery(user?.id ?? '', 'household'),
    enabled: Boolean(user && household && scope === 'household'),
  });
  const impact = household && scope === 'household' ? shared : own;
  const [scale, setScale] = useState<'weeks' | 'months'>('weeks');
  const lang = currentLanguage();
  const locale = intlLocale(lang);
  const number = (value: number, digits = 1) =>
    numberFormatter(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  const kilos = (kg: number) => t('impact.kg', { value: number(kg, kg < 10 ? 2 : 1) });
  const euro = (value: number) =>
    numberFormatter(locale, { style: 'currency', currency: 'EUR' }).format(value);
  const weekLabel = (start: string) =>
    dateFormatter(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${start}T00:00:00Z`),
    );
  const monthLabel = (start: string) =>
    dateFormatter(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(`${start}-01T00:00:00Z`));

  return (
    <>
      <PageHeading title={t('impact.title')}>{t('impact.intro')}</PageHeading>
      {household ? (
        <Choice<ImpactScope>
          label={t('impact.whose')}
          className="mb-4 flex flex-wrap gap-2"
          options={[
            { value: 'me', label: t('impact.mine') },
            { value: 'household', label: household.name },
          ]}
          value={scope}
          onChange={setScope}
        />
      ) : null}
      {impact.isError ? <p className={cn(card, 'text-slate-700')}>{t('impact.error')}</p> : null}
      {waitsForNetwork(impact) ? <NeedsConnection className={card} /> : null}
      {impact.data && impact.data.rescueRate === null ? (
        <section className={card}>
          <p className="text-slate-800">{t('impact.empty')}</p>
          <Link to="/fridge" className={buttonClasses('outline', 'md', 'mt-4')}>
            {t('figures.toFridge')}
          </Link>
        </section>
      ) : null}
      {impact.data && impact.data.rescueRate !== null ? (
        <div className="space-y-4">
          <section aria-labelledby="impact-totals" className={card}>
            <h2 id="impact-totals" className={heading}>
              {t('impact.totals')}
            </h2>
            <p className="mb-4 text-slate-800">
              <span className="text-3xl font-bold text-brand-900">
                {new Intl.NumberFormat(locale, { style: 'percent' }).format(impact.data.rescueRate)}
              </span>{' '}
              {t(impact.data.scope === 'household' ? 'impact.householdRescueRate' : 'impact.rescueRate')}
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              {OUTCOMES.map(({ key, title, tone }) => {
                const figures = impact.data.totals[key];
                return (
                  <div key={key} className={cn('rounded-2xl p-4', TONES[tone])}>
                    <h3 className="text-sm font-semibold text-slate-800">{t(title)}</h3>
                    <p className="text-2xl font-bold text-slate-900">{kilos(figures.kg)}</p>
                    <p className="text-sm text-slate-700">
                      {euro(figures.euro)} · {t('impact.co2e', { value: number(figures.co2eKg, 2) })} ·{' '}
                      {t('impact.items', { count: figures.items })}
                    </p>
                  </div>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="impact-chart" className={card}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="impact-chart" className="text-lg font-semibold text-brand-900">
                {t('impact.chartTitle')}
              </h2>
              <Choice<'weeks' | 'months'>
                label={t('impact.scale')}
                className="flex gap-1"
                buttonClass="px-3"
                options={(['weeks', 'months'] as const).map((value) => ({
                  value,
                  label: t(`impact.${value}`),
                }))}
                value={scale}
                onChange={setScale}
              />
            </div>
            <ImpactChart
              periods={scale === 'weeks' ? impact.data.weeks : impact.data.months}
              label={scale === 'weeks' ? weekLabel : monthLabel}
              caption={t(scale === 'weeks' ? 'impact.chartWeeks' : 'impact.chartMonths')}
              kilos={kilos}
            />
          </section>

          <section aria-labelledby="impact-compare" className={card}>
            <h2 id="impact-compare" className={heading}>
              {t('impact.compareTitle')}
            </h2>
            <p className="text-slate-800">
              {impact.data.scope === 'household'
                ? t('impact.householdWaste', {
                    value: kilos(impact.data.wastedKgPerWeek),
                    count: impact.data.household?.people ?? 1,
                  })
                : t('impact.yourWaste', { value: kilos(impact.data.wastedKgPerWeek) })}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>{t('impact.italy', { value: kilos(impact.data.yardsticks.italyKgPerWeek) })}</li>
              <li>{t('impact.eu', { value: kilos(impact.data.yardsticks.euKgPerWeek) })}</li>
            </ul>
          </section>

          {impact.data.mostWasted.length > 0 ? (
            <section aria-labelledby="impact-most-wasted" className={card}>
              <h2 id="impact-most-wasted" className={heading}>
                {t('impact.mostWasted')}
              </h2>
              <ol className="space-y-1 text-slate-800">
                {impact.data.mostWasted.map((food) => (
                  <li key={food.slug} className="flex justify-between">
                    <span>
                      {t(`foods:names.${food.slug}` as 'foods:names.pears', { defaultValue: food.name })}
                    </span>
                    <span className="text-slate-700">
                      {kilos(food.kg)} · {t('impact.items', { count: food.items })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {impact.data.discardReasons.length > 0 ? (
            <section aria-labelledby="impact-reasons" className={card}>
              <h2 id="impact-reasons" className={heading}>
                {t('impact.reasons')}
              </h2>
              <ol className="space-y-1 text-slate-800">
                {impact.data.discardReasons.map(({ reason, items }) => (
                  <li key={reason} className="flex justify-between">
                    <span>{t(`fridge-dialogs:feedback.reasons.${reason}`)}</span>
                    <span className="text-slate-700">{t('impact.items', { count: items })}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <p className="px-2 text-xs text-slate-700">{t('impact.sources')}</p>
        </div>
      ) : null}
    </>
  );
}

/** Buttons of which one is pressed: whose figures, weeks or months. */
function Choice<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClass,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  className: string;
  buttonClass?: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={buttonClasses(value === option.value ? 'primary' : 'outline', 'md', buttonClass)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
