// /login
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login.title')}>
      <p>
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-brand-800 underline">
          {t('login.signUp')}
        </Link>
      </p>
      <p>
        <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
          {t('login.forgotPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
