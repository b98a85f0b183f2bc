// /prizes: achievements, prizes and coupons.
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';
import { AchievementsSection } from './achievements-section';
import { CouponsSection } from './coupons-section';
import { PrizesSection } from './prizes-section';

export function PrizesPage() {
  const { t } = useTranslation('prizes');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      {/* The achievements list is long on a phone: a jump to each section. */}
      <nav aria-label={t('sectionsLabel')} className="mb-4 flex flex-wrap gap-2">
        {(['achievements', 'prizes', 'coupons'] as const).map((id) => (
          <a
            key={id}
            href={`#${id}`}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
          >
            {t(`${id}.title`)}
          </a>
        ))}
      </nav>
      <div className="space-y-6 [&_h2]:scroll-mt-20">
        <AchievementsSection />
        <PrizesSection />
        <CouponsSection />
      </div>
    </>
  );
}
