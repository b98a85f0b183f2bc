// /reset-password: the link's token and a new password (twice); then signed in, on /profile.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { PasswordFields } from '@/client/components/password-fields';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError } from '@/client/lib/form-errors';
import { reloadSession } from '@/client/lib/session';
import { useResetPassword, useSignIn } from '../api/requests';
import { AuthCard } from './auth-card';

interface ResetPasswordPageProps {
  token?: string;
  email?: string;
  invalid: boolean;
}

export function ResetPasswordPage({ token, email, invalid }: ResetPasswordPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: formChecks('newPassword'),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token: token!, ...values });
      if (email) {
        await signIn.mutateAsync({ email, password: values.password });
        await reloadSession(queryClient);
        await navigate({ to: '/profile' });
      } else {
        await navigate({ to: '/login' });
      }
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['password', 'confirmPassword'], t('unexpected')));
    }
  });

  if (invalid || !token) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert>{t('resetPassword.invalidLink')}</Alert>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('resetPassword.askAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')}>
      <p>{t('resetPassword.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordFields register={form.register} errors={errors} />
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton
          submitting={isSubmitting}
          label={t('resetPassword.submit')}
          loadingLabel={t('resetPassword.submitting')}
        />
      </form>
      <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('resetPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
