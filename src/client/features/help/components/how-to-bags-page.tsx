// /help/how-to-bags: the five steps of using a freshness bag, each with its picture.
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';
import { HelpBackLink } from './help-back-link';

const STEPS = ['1', '2', '3', '4', '5'] as const;

export function HowToBagsPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <HelpBackLink />
      <PageHeading title={t('bags.title')} />
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step) => (
          <li key={step} className="rounded-3xl bg-white p-4 shadow-sm">
            <img
              src={`/images/help/bags_step_${step}.svg`}
              alt=""
              width={240}
              height={160}
              loading="lazy"
              className="h-auto w-full rounded-2xl bg-brand-50"
            />
            <p className="mt-3 flex gap-2 text-slate-800">
              <span className="font-bold whitespace-nowrap text-brand-800">
                {t('bags.imageAlt', { number: step })}.
              </span>
              <span>{t(`bags.steps.${step}`)}</span>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
