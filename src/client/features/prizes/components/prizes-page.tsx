// /prizes: achievements, prizes and coupons.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';
import { AchievementsSection } from './achievements-section';

export function PrizesPage() {
  const { t } = useTranslation('prizes');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <AchievementsSection />
    </>
  );
}
