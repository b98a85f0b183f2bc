// Sign-in with the OpenID providers the server has settings for (its public settings list them), each with
// its logo; none configured, nothing shown, not even the "or" divider.
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { publicConfig } from '@/client/lib/config';
import { useSignInWith } from '../api/requests';
import { AppleLogo } from './apple-logo';
import { GoogleLogo } from './google-logo';

const LOGOS = { google: GoogleLogo, apple: AppleLogo } as const;

export function SocialSignIn({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const signInWith = useSignInWith();
  const providers = publicConfig().authProviders;
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-slate-600" role="separator">
        <span className="h-px flex-1 bg-slate-200" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {providers.map((provider) => {
        const Logo = LOGOS[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() =>
              signInWith.mutateAsync({ provider, callbackURL }).catch(() => setFailure(t('unexpected')))
            }
          >
            <Logo className="h-5 w-5 shrink-0" />
            {t(`continueWith.${provider}`)}
          </Button>
        );
      })}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
