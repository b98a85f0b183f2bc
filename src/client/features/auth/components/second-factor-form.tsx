// The second step of a sign-in, for an account with two-step sign-in: the code the authenticator app shows,
// or one of the backup codes; this device may be trusted for 30 days, so it is not asked again.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { CodeInput } from '@/client/components/ui/code-input';
import { Input } from '@/client/components/ui/input';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { useVerifyBackupCode, useVerifyTotp } from '@/client/lib/two-factor';

interface SecondFactorFormProps {
  /** The code was right: the session is open. */
  onSignedIn(): Promise<unknown>;
  /** Back to the password (the sign-in starts again). */
  onBack(): void;
}

export function SecondFactorForm(props: SecondFactorFormProps) {
  const [backup, setBackup] = useState(false);
  const [trust, setTrust] = useState(false);
  // One form for each kind of code, each with its own rules: switching starts the other one empty.
  return (
    <CodeForm
      key={backup ? 'backup' : 'app'}
      {...props}
      backup={backup}
      trust={trust}
      onSwitch={(trusted) => {
        setTrust(trusted);
        setBackup(!backup);
      }}
    />
  );
}

interface CodeFormProps extends SecondFactorFormProps {
  backup: boolean;
  trust: boolean;
  onSwitch(trust: boolean): void;
}

function CodeForm({ onSignedIn, onBack, backup, trust, onSwitch }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const verifyTotp = useVerifyTotp();
  const verifyBackupCode = useVerifyBackupCode();
  const form = useForm({
    resolver: formChecks(backup ? 'backupCode' : 'totp'),
    defaultValues: { code: '', trustDevice: trust },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await (backup ? verifyBackupCode : verifyTotp).mutateAsync(values);
      await onSignedIn();
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['code'], t('unexpected')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-brand-900">{t('secondFactor.title')}</h2>
      <p className="text-slate-700">{backup ? t('secondFactor.backupIntro') : t('secondFactor.intro')}</p>
      {backup ? (
        <FormField label={t('secondFactor.backupCode')} error={message(errors.code?.message)}>
          <Input
            {...form.register('code')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={11}
            className="text-center font-mono text-xl tracking-widest"
          />
        </FormField>
      ) : (
        <FormField label={t('secondFactor.code')} error={message(errors.code?.message)}>
          <CodeInput {...form.register('code')} />
        </FormField>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
        <input {...form.register('trustDevice')} type="checkbox" className="h-5 w-5 accent-brand-700" />
        {t('secondFactor.trust')}
      </label>
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton
        submitting={isSubmitting}
        label={t('secondFactor.submit')}
        loadingLabel={t('secondFactor.submitting')}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={() => onSwitch(form.getValues('trustDevice') ?? false)}>
          {backup ? t('secondFactor.useApp') : t('secondFactor.useBackup')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('secondFactor.back')}
        </Button>
      </div>
    </form>
  );
}
