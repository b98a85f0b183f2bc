// /forgot-password: an e-mail; the answer is the same whether or not the address has an account.
import { formChecks } from '@/client/lib/lazy-resolver';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { useRequestPasswordReset } from '../api/requests';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const requestPasswordReset = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: formChecks('forgotPassword'), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['email'], t('unexpected')));
    }
  });

  return (
    <AuthCard title={t('forgotPassword.title')}>
      {sent ? (
        <Alert tone="success">{t('forgotPassword.sent')}</Alert>
      ) : (
        <>
          <p>{t('forgotPassword.intro')}</p>
          <form onSubmit={submit} noValidate className="space-y-4">
            <FormField label={t('fields.email')} error={message(errors.email?.message)}>
              <Input {...form.register('email')} type="email" autoComplete="email" />
            </FormField>
            {failure ? <Alert>{failure}</Alert> : null}
            <SubmitButton
              submitting={isSubmitting}
              label={t('forgotPassword.submit')}
              loadingLabel={t('forgotPassword.submitting')}
            />
          </form>
        </>
      )}
      <Link to="/login" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('forgotPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
