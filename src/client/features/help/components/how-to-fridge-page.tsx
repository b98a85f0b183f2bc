// /help/how-to-fridge: the fridge, step by step, and how its points work.
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';
import { Steps } from '@/client/components/ui/steps';
import { HelpBackLink } from './help-back-link';
import { PointsRules } from './points-rules';

const STEPS = ['1', '2', '3', '4', '5', '6'] as const;

export function HowToFridgePage() {
  const { t } = useTranslation('help');
  return (
    <>
      <HelpBackLink />
      <PageHeading title={t('fridge.title')} />
      <div className="rounded-3xl bg-white p-5 shadow-sm">
        <Steps steps={STEPS.map((s) => t(`fridge.steps.${s}`))} />
      </div>
      <PointsRules />
    </>
  );
}
