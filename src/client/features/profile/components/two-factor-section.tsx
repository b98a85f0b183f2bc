// The profile's two-step sign-in: whether it is on, and the commands to turn it on or off or to make new
// backup codes. What they open (the password, the QR code, the codes) is loaded only when asked for.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { retryImport } from '@/client/lib/chunk-retry';
import type { SessionUser } from '@/client/lib/session';
import { signInMethodsQuery } from '../api/requests';
import type { TwoFactorChange } from './two-factor-dialog';

const TwoFactorDialog = lazy(() =>
  retryImport(() => import('./two-factor-dialog')).then((m) => ({ default: m.TwoFactorDialog })),
);

export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  const on = Boolean(user.twoFactorEnabled);
  const [change, setChange] = useState<TwoFactorChange | null>(null);
  // Turning it on asks for the password: an account made with Google or Apple sets one first.
  const { data: methods } = useQuery(signInMethodsQuery(user.id));
  const noPassword = methods !== undefined && !methods.some((m) => m.providerId === 'credential');
  return (
    <section aria-labelledby="two-factor-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="two-factor-title" className="text-lg font-semibold text-brand-900">
        {t('twoFactor.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{on ? t('twoFactor.on') : t('twoFactor.off')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {on ? (
          <>
            <Button variant="outline" onClick={() => setChange('codes')}>
              {t('twoFactor.newCodes')}
            </Button>
            <Button variant="dangerGhost" onClick={() => setChange('off')}>
              {t('twoFactor.turnOff')}
            </Button>
          </>
        ) : noPassword ? (
          <p className="text-sm text-slate-700">{t('twoFactor.needsPassword')}</p>
        ) : (
          <Button variant="outline" onClick={() => setChange('on')}>
            {t('twoFactor.turnOn')}
          </Button>
        )}
      </div>
      {change ? (
        <Suspense fallback={null}>
          <TwoFactorDialog change={change} onClose={() => setChange(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
