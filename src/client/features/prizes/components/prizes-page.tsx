// /prizes: achievements, prizes and coupons (filled by the rewards feature).
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';

export function PrizesPage() {
  const { t } = useTranslation('prizes');
  return <PageHeading title={t('title')}>{t('intro')}</PageHeading>;
}
