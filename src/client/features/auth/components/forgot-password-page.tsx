// /forgot-password
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgotPassword.title')}>
      <Link to="/login" className="font-semibold text-brand-800 underline">
        {t('forgotPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
