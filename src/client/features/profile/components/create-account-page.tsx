// A screen of the account, for a signed-in user (filled by the accounts feature).
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';

export function CreateAccountPage() {
  const { t } = useTranslation('profile');
  return <PageHeading title={t('create.title')} />;
}
