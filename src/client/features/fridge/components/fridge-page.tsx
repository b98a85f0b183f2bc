// /fridge: the shelves of stored items (filled by the fridge feature) and the 3-step instructions.
import { Refrigerator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';
import { Steps } from '@/client/components/ui/steps';

const STEPS = ['1', '2', '3'] as const;

export function FridgePage() {
  const { t } = useTranslation('fridge');
  return (
    <>
      <PageHeading title={t('title')} />
      <div className="flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm">
        <Refrigerator aria-hidden="true" className="h-12 w-12 text-brand-700" />
        <p className="mt-3 font-semibold">{t('empty')}</p>
      </div>
      <section aria-labelledby="fridge-instructions" className="mt-6 rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="fridge-instructions" className="mb-4 text-lg font-semibold text-brand-900">
          {t('instructions.title')}
        </h2>
        <Steps steps={STEPS.map((s) => t(`instructions.steps.${s}`))} />
      </section>
    </>
  );
}
