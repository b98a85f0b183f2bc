// /profile/create: a guest becomes permanent (e-mail, code, then first name and password) and keeps everything
// recorded.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { OtpForm } from '@/client/components/otp-form';
import { Alert } from '@/client/components/ui/alert';
import { buttonClasses } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PageHeading } from '@/client/components/ui/page-heading';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { ApiError } from '@/client/lib/api';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { reloadSession, useSession } from '@/client/lib/session';
import { profileKeys } from '@/client/lib/query-keys';
import { useConfirmEmailChange, useRequestEmailChange, useSetFirstPassword } from '../api/requests';
import { PasswordFields } from '@/client/components/password-fields';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password' };

/** `redirect`: where the new account goes next (the profile unless said). */
export function CreateAccountPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('profile');
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const confirmEmailChange = useConfirmEmailChange();
  const requestEmailChange = useRequestEmailChange();
  const [step, setStep] = useState<Step>(
    user?.emailVerified && user.isAnonymous ? { name: 'password' } : { name: 'email' },
  );

  if (user && !user.isAnonymous) return <Navigate to="/profile" />;

  return (
    <>
      <PageHeading title={t('create.title')}>{t('create.intro')}</PageHeading>
      <div className="mx-auto max-w-md rounded-3xl bg-white p-6 shadow-sm">
        {step.name === 'email' ? <EmailStep onSent={(email) => setStep({ name: 'code', email })} /> : null}
        {step.name === 'code' ? (
          <OtpForm
            email={step.email}
            onVerify={async (otp) => {
              await confirmEmailChange.mutateAsync({ newEmail: step.email, otp });
              await reloadSession(queryClient);
              setStep({ name: 'password' });
            }}
            onResend={() => requestEmailChange.mutateAsync(step.email)}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        ) : null}
        {step.name === 'password' ? (
          <PasswordStep firstName={user?.firstName ?? ''} redirect={redirect} />
        ) : null}
      </div>
    </>
  );
}

function EmailStep({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const requestEmailChange = useRequestEmailChange();
  const form = useForm({ resolver: formChecks('profileCreate'), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setTaken(null);
    try {
      await requestEmailChange.mutateAsync(email);
      onSent(email);
    } catch (error) {
      // The address has an account: no code was sent; logging in to it keeps what the guest recorded.
      if (error instanceof ApiError && error.code === 'user_already_exists') setTaken(email);
      else setFailure(applyServerError(error, form.setError, ['email'], ta('unexpected')));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-brand-900">{t('create.emailStep')}</h2>
      <FormField label={ta('fields.email')} error={message(errors.email?.message)}>
        <Input {...form.register('email')} type="email" autoComplete="email" />
      </FormField>
      {failure ? <Alert>{failure}</Alert> : null}
      {taken ? (
        <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
          <p className="font-semibold text-slate-900">{t('create.taken.title')}</p>
          <p className="text-sm text-slate-800">{t('create.taken.text')}</p>
          <Link
            to="/login"
            search={{ redirect: '/fridge', email: taken }}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          >
            {t('create.taken.logIn')}
          </Link>
        </div>
      ) : null}
      <SubmitButton
        submitting={isSubmitting}
        label={t('create.sendCode')}
        loadingLabel={t('create.sending')}
      />
    </form>
  );
}

function PasswordStep({ firstName, redirect }: { firstName: string; redirect?: string | undefined }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setFirstPassword = useSetFirstPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: formChecks('guestAccount'),
    defaultValues: { firstName, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await setFirstPassword.mutateAsync(values);
      // The profile read while a guest has no first name: the edit form must not start from it.
      await Promise.all([
        reloadSession(queryClient),
        queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
      ]);
      toast.success(t('create.done'));
      await navigate({ to: redirect ?? '/profile' });
    } catch (error) {
      setFailure(
        applyServerError(
          error,
          form.setError,
          ['firstName', 'password', 'confirmPassword'],
          ta('unexpected'),
        ),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-brand-900">{t('create.passwordStep')}</h2>
      <FormField label={ta('fields.firstName')} error={message(errors.firstName?.message)}>
        <Input {...form.register('firstName')} type="text" autoComplete="given-name" />
      </FormField>
      <PasswordFields register={form.register} errors={errors} />
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton submitting={isSubmitting} label={t('create.save')} loadingLabel={t('create.saving')} />
    </form>
  );
}
