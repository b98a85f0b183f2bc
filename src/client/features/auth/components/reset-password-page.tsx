// /reset-password
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('resetPassword.title')}>
      <Link to="/login" className="font-semibold text-brand-800 underline">
        {t('resetPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
