// A screen of the account, for a signed-in user (filled by the accounts feature).
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/client/components/ui/page-heading';

export function SetPasswordPage() {
  const { t } = useTranslation('profile');
  return <PageHeading title={t('setPassword.title')} />;
}
