// Turning two-step sign-in on (the password, then the QR code for the authenticator app and its first code,
// then the backup codes, shown once), making new backup codes (the password, then the codes), or turning it
// off (the password). The session is read again after a change: the server renews it.
import { formChecks } from '@/client/lib/lazy-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { QrCode } from '@/client/components/qr-code';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { CodeInput } from '@/client/components/ui/code-input';
import { Input } from '@/client/components/ui/input';
import { SubmitButton } from '@/client/components/ui/submit-button';
import { applyServerError, useFieldMessage } from '@/client/lib/form-errors';
import { reloadSession } from '@/client/lib/session';
import { toast } from '@/client/lib/toast';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewBackupCodes,
  useVerifyTotp,
} from '@/client/lib/two-factor';

/** What the dialog does: turn it on, make new backup codes, or turn it off. */
export type TwoFactorChange = 'on' | 'codes' | 'off';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; uri: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

export function TwoFactorDialog({ change, onClose }: { change: TwoFactorChange; onClose(): void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useNewBackupCodes();

  async function withPassword(password: string) {
    if (change === 'on') {
      const { totpURI, backupCodes } = await enable.mutateAsync(password);
      setStep({ kind: 'scan', uri: totpURI, backupCodes });
    } else if (change === 'codes') {
      const { backupCodes } = await newCodes.mutateAsync(password);
      setStep({ kind: 'codes', backupCodes });
    } else {
      await disable.mutateAsync(password);
      await reloadSession(queryClient);
      toast.success(t('twoFactor.turnedOff'));
      onClose();
    }
  }

  const title =
    step.kind === 'scan'
      ? t('twoFactor.scanTitle')
      : step.kind === 'codes'
        ? t('twoFactor.codesTitle')
        : change === 'off'
          ? t('twoFactor.offTitle')
          : t('twoFactor.title');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('twoFactor.close')}>
      {step.kind === 'password' ? <PasswordStep change={change} onPassword={withPassword} /> : null}
      {step.kind === 'scan' ? (
        <ScanStep
          uri={step.uri}
          onConfirmed={async () => {
            await reloadSession(queryClient);
            toast.success(t('twoFactor.turnedOn'));
            setStep({ kind: 'codes', backupCodes: step.backupCodes });
          }}
        />
      ) : null}
      {step.kind === 'codes' ? <BackupCodes codes={step.backupCodes} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PasswordStep({
  change,
  onPassword,
}: {
  change: TwoFactorChange;
  onPassword(password: string): Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: formChecks('twoFactorPassword'), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onPassword(password);
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['password'], t('unexpected')));
    }
  });
  const off = change === 'off';
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{off ? t('twoFactor.offIntro') : t('twoFactor.passwordIntro')}</p>
      <FormField label={t('twoFactor.password')} error={message(errors.password?.message)}>
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton
        submitting={isSubmitting}
        variant={off ? 'danger' : 'primary'}
        label={off ? t('twoFactor.offConfirm') : t('twoFactor.continue')}
        loadingLabel={off ? t('twoFactor.offConfirming') : t('twoFactor.continuing')}
      />
    </form>
  );
}

/** The secret as the app's manual entry asks for it: base32, in groups of four. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function ScanStep({ uri, onConfirmed }: { uri: string; onConfirmed(): Promise<void> }) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const verify = useVerifyTotp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: formChecks('totp'), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ code });
      await onConfirmed();
    } catch (error) {
      setFailure(applyServerError(error, form.setError, ['code'], t('unexpected')));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{t('twoFactor.scan')}</p>
      <QrCode text={uri} label={t('twoFactor.qrLabel')} className="mx-auto h-48 w-48" />
      <div>
        <p className="text-sm text-slate-700">{t('twoFactor.manual')}</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 block rounded-2xl bg-brand-50 px-3 py-2 text-center font-mono text-base font-bold tracking-wider break-all text-brand-900"
        >
          {secretOf(uri)}
        </code>
      </div>
      <FormField label={t('twoFactor.firstCode')} error={message(errors.code?.message)}>
        <CodeInput {...form.register('code')} />
      </FormField>
      {failure ? <Alert>{failure}</Alert> : null}
      <SubmitButton
        submitting={isSubmitting}
        label={t('twoFactor.confirm')}
        loadingLabel={t('twoFactor.confirming')}
      />
    </form>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('auth');
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoFactor.copied'));
    } catch {
      toast.error(t('twoFactor.copyFailed'));
    }
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('twoFactor.codesIntro')}</p>
      <ul
        aria-label={t('twoFactor.codesTitle')}
        className="grid grid-cols-2 gap-2 rounded-2xl border border-dashed border-brand-700 bg-brand-50 p-3"
      >
        {codes.map((code) => (
          <li key={code} className="text-center font-mono text-base font-bold tracking-wider text-brand-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
        <Button variant="outline" onClick={() => void copy()}>
          {t('twoFactor.copyAll')}
        </Button>
      </div>
    </div>
  );
}
