// Deleting the account, after a confirmation (with the password for accounts that have one).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { ApiError } from '@/client/lib/api';
import { forgetThisDevice } from '@/client/lib/push';
import { sessionQuery } from '@/client/lib/session';
import { forgetAccountOnDevice } from '@/client/lib/device-data';
import { useDeleteAccount } from '../api/requests';

export function DeleteAccountDialog({
  guest,
  open,
  onOpenChange,
}: {
  guest: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount.mutateAsync(guest ? undefined : password);
      // The server dropped the subscriptions with the account; the browser keeps its own until told.
      await forgetThisDevice();
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
      // Nothing of it stays on the device; its queued changes, about an account gone, are dropped (ADR 024).
      await forgetAccountOnDevice();
      onOpenChange(false);
      toast.success(t('delete.done'));
      await navigate({ to: '/' });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields[0]?.message : undefined;
      setFailure(field ?? (error instanceof Error && error.message ? error.message : t('delete.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.text')}
      closeLabel={t('delete.close')}
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        {!guest ? (
          <FormField label={t('delete.password')}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
        ) : null}
        {failure ? <Alert>{failure}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
