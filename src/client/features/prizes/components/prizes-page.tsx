// /prizes: achievements, prizes and coupons.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';
import { AchievementsSection } from './achievements-section';
import { CouponsSection } from './coupons-section';
import { PrizesSection } from './prizes-section';

export function PrizesPage() {
  const { t } = useTranslation('prizes');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <div className="space-y-6">
        <AchievementsSection />
        <PrizesSection />
        <CouponsSection />
      </div>
    </>
  );
}
