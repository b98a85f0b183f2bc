// /login: e-mail and password; the error in a red box above the button; then to /profile (or back). A guest
// who logs in brings what they recorded into the account. An account with two-step sign-in is asked for its
// code after the password (second-factor-form.tsx).
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
import { ApiError } from '@/client/lib/api';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { reloadSession, useSession } from '@/client/lib/session';
import { useResendCode, useSignIn, useVerifyEmail } from '../api/requests';
import { AuthCard } from './auth-card';
import { OtpForm } from '@/client/components/otp-form';
import { mayHavePreparedItem } from '@/client/lib/prepared-item-key';
import { SecondFactorForm } from './second-factor-form';
import { SocialSignIn } from './social-sign-in';

export function LoginPage({
  redirect,
  email = '',
  secondStep: codeFirst = false,
}: {
  redirect?: string;
  email?: string;
  /** The sign-in came back from Google or Apple and waits for the second factor. */
  secondStep?: boolean;
}) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const verifyEmail = useVerifyEmail();
  const resendCode = useResendCode();
  const { data: user } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  // The password was right and the account asks for its second factor next.
  const [secondStep, setSecondStep] = useState(codeFirst);
  const form = useForm({ resolver: formChecks('login'), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;
  // A guest who prepared a food before registering finds it in the fridge (features/fridge/lib/hand-over.ts).
  const target = redirect ?? (mayHavePreparedItem() ? '/fridge' : '/profile');

  async function signedIn() {
    await reloadSession(queryClient);
    await navigate({ to: target });
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await signedIn();
    } catch (error) {
      // An account not yet verified gets a new code by e-mail: ask for it here.
      if (error instanceof ApiError && error.code === 'email_not_verified') setUnverified(values.email);
      else setFailure(applyServerError(error, form.setError, ['email', 'password'], t('unexpected')));
    }
  });

  if (secondStep) {
    return (
      <AuthCard title={t('login.title')}>
        <SecondFactorForm
          onSignedIn={signedIn}
          onBack={() => {
            form.setValue('password', '');
            setSecondStep(false);
          }}
        />
      </AuthCard>
    );
  }

  if (unverified) {
    return (
      <AuthCard title={t('login.title')}>
        <OtpForm
          email={unverified}
          onVerify={async (otp) => {
            await verifyEmail.mutateAsync({ email: unverified, otp });
            await signedIn();
          }}
          onResend={() => resendCode.mutateAsync(unverified)}
          onChangeEmail={() => setUnverified(null)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')}>
      <p>{t('login.intro')}</p>
      {user?.isAnonymous ? <Alert tone="success">{t('login.guestMoves')}</Alert> : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('fields.email')} error={message(errors.email?.message)}>
          <Input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label={t('fields.password')} error={message(errors.password?.message)}>
          <Input {...form.register('password')} type="password" autoComplete="current-password" />
        </FormField>
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton
          submitting={isSubmitting}
          label={t('login.submit')}
          loadingLabel={t('login.submitting')}
        />
      </form>
      <SocialSignIn callbackURL={target} />
      <p>
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-brand-800 underline">
          {t('login.signUp')}
        </Link>
      </p>
      <p>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('login.forgotPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
