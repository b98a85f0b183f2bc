// /signup: names, e-mail, password twice; then the code from the e-mail signs the new account in.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { reloadSession } from '@/client/lib/session';
import { useResendCode, useSignUp, useVerifyEmail } from '../api/requests';
import { AuthCard } from './auth-card';
import { OtpForm } from '@/client/components/otp-form';
import { mayHavePreparedItem } from '@/client/lib/prepared-item-key';
import { SocialSignIn } from './social-sign-in';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
const AUTOCOMPLETE = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  password: 'new-password',
  confirmPassword: 'new-password',
} as const;

export function SignupPage() {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const verifyEmail = useVerifyEmail();
  const resendCode = useResendCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const form = useForm({
    resolver: formChecks('signup'),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A guest who prepared a food before registering finds it in the fridge (features/fridge/lib/hand-over.ts).
  const target = mayHavePreparedItem() ? '/fridge' : '/profile';

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp.mutateAsync(values);
      setVerifying(values.email);
    } catch (error) {
      setFailure(applyServerError(error, form.setError, FIELDS, t('unexpected')));
    }
  });

  if (verifying) {
    return (
      <AuthCard title={t('signup.title')}>
        <OtpForm
          email={verifying}
          onVerify={async (otp) => {
            await verifyEmail.mutateAsync({ email: verifying, otp });
            await reloadSession(queryClient);
            await navigate({ to: target });
          }}
          onResend={() => resendCode.mutateAsync(verifying)}
          onChangeEmail={() => setVerifying(null)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')}>
      <p>{t('signup.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {FIELDS.map((field) => (
          <FormField key={field} label={t(`fields.${field}`)} error={message(errors[field]?.message)}>
            <Input
              {...form.register(field)}
              type={
                field.toLowerCase().includes('password') ? 'password' : field === 'email' ? 'email' : 'text'
              }
              autoComplete={AUTOCOMPLETE[field]}
            />
          </FormField>
        ))}
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton
          submitting={isSubmitting}
          label={t('signup.submit')}
          loadingLabel={t('signup.submitting')}
        />
      </form>
      <SocialSignIn callbackURL="/profile" />
      <p>
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t('signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
