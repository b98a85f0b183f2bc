// Sign-in with the OpenID providers that are configured; none configured, nothing shown.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { publicConfig } from '@/client/lib/config';
import { signInWith } from '../api/requests';

export function SocialSignIn({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const providers = publicConfig().authProviders;
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-slate-600" role="separator">
        <span className="h-px flex-1 bg-slate-200" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          size="lg"
          className="w-full"
          onClick={() => signInWith(provider, callbackURL).catch(() => setFailure(t('unexpected')))}
        >
          {t(`continueWith.${provider}`)}
        </Button>
      ))}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
