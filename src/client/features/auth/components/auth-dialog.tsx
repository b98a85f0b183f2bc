// The global auth dialog: continue as a guest (then the pending action runs), log in, or sign up.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { closeAuthDialog, takePendingAction, useAuthDialog } from '@/client/lib/auth-dialog';
import { reloadSession } from '@/client/lib/session';
import { useSignInAsGuest } from '../api/requests';

export function AuthDialog() {
  const { t } = useTranslation('auth');
  const { open } = useAuthDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signInAsGuest = useSignInAsGuest();
  const [busy, setBusy] = useState(false);

  async function continueAsGuest() {
    setBusy(true);
    try {
      await signInAsGuest.mutateAsync();
      await reloadSession(queryClient);
      const pending = takePendingAction();
      await pending?.();
    } catch (error) {
      // An anonymous sign-in failure is logged only.
      console.error('anonymous sign-in failed', error);
      closeAuthDialog();
    } finally {
      setBusy(false);
    }
  }

  function goTo(to: '/login' | '/signup') {
    closeAuthDialog();
    void navigate({ to });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthDialog())}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('dialog.close')}
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" disabled={busy} aria-busy={busy} onClick={() => void continueAsGuest()}>
          {t('dialog.guest')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => goTo('/login')}>
          {t('dialog.logIn')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => goTo('/signup')}>
          {t('dialog.signUp')}
        </Button>
      </div>
    </Dialog>
  );
}
