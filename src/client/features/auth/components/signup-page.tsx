// /signup
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

export function SignupPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('signup.title')}>
      <p>
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t('signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
