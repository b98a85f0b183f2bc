// The one-time-code form: the 6 digits from the e-mail, and a way to get a new code (sign-up, guests).
import { formChecks } from '@/client/lib/lazy-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { CodeInput } from '@/client/components/ui/code-input';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';

interface OtpFormProps {
  email: string;
  onVerify(otp: string): Promise<unknown>;
  onResend(): Promise<unknown>;
  onChangeEmail?(): void;
}

export function OtpForm({ email, onVerify, onResend, onChangeEmail }: OtpFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({ resolver: formChecks('otp'), defaultValues: { otp: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    setFailure(null);
    try {
      await onVerify(otp);
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['otp'], t('unexpected')));
    }
  });

  async function resend() {
    setFailure(null);
    try {
      await onResend();
      setNotice(t('otp.resent'));
    } catch (error) {
      setFailure(applyServerError(error, form.setError, [], t('unexpected')));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-brand-900">{t('otp.title')}</h2>
      <p className="text-slate-700">{t('otp.intro', { email })}</p>
      <FormField label={t('fields.otp')} error={message(errors.otp?.message)}>
        <CodeInput {...form.register('otp')} maxLength={6} />
      </FormField>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton submitting={isSubmitting} label={t('otp.submit')} loadingLabel={t('otp.submitting')} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={() => void resend()}>
          {t('otp.resend')}
        </Button>
        {onChangeEmail ? (
          <Button variant="ghost" onClick={onChangeEmail}>
            {t('otp.change')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
