// /profile/edit/set-password: change the password; it must differ from the old one.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { Alert } from '@/client/components/ui/alert';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { PageHeading } from '@/client/components/ui/page-heading';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { useChangePassword } from '../api/requests';
import { PasswordFields } from '@/client/components/password-fields';

export function SetPasswordPage() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const message = useFieldMessage();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: formChecks('changePassword'),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync(values);
      toast.success(t('setPassword.done'));
      await navigate({ to: '/profile' });
    } catch (error) {
      setFailure(
        applyServerError(
          error,
          form.setError,
          ['currentPassword', 'password', 'confirmPassword'],
          ta('unexpected'),
        ),
      );
    }
  });
  return (
    <>
      <PageHeading title={t('setPassword.title')}>{t('setPassword.intro')}</PageHeading>
      <form
        onSubmit={submit}
        noValidate
        className="mx-auto max-w-md space-y-4 rounded-3xl bg-white p-6 shadow-sm"
      >
        <FormField label={ta('fields.currentPassword')} error={message(errors.currentPassword?.message)}>
          <Input {...form.register('currentPassword')} type="password" autoComplete="current-password" />
        </FormField>
        <PasswordFields register={form.register} errors={errors} />
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitButton
          submitting={isSubmitting}
          label={t('setPassword.submit')}
          loadingLabel={t('setPassword.submitting')}
        />
      </form>
    </>
  );
}
