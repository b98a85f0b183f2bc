// The profile's ways to sign in: the password, and Google and Apple where the server has them. One not linked
// is linked through its provider (back here after); one linked is unlinked, never the only one left. An account
// made with Google or Apple sets its first password through an e-mailed link, as a forgotten one is set.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { publicConfig } from '@/client/lib/config';
import { toast } from '@/client/lib/toast';
import { signInMethodsQuery, useLinkProvider, useSendPasswordLink, useUnlinkProvider } from '../api/requests';

/** A row of the list, as high before the list has come as after. */
const ROW = 'flex min-h-[3.75rem] flex-wrap items-center justify-between gap-3 py-2';

export function SignInMethodsSection({
  userId,
  email,
  linkFailed,
}: {
  userId: string;
  email: string;
  linkFailed: boolean;
}) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const queryClient = useQueryClient();
  const query = signInMethodsQuery(userId);
  const { data: methods, isPending } = useQuery(query);
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const sendPasswordLink = useSendPasswordLink();
  const [linkSent, setLinkSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(linkFailed ? t('signInMethods.linkFailed') : null);
  const linked = new Set((methods ?? []).map((m) => m.providerId));
  const providers = publicConfig().authProviders;

  async function unlinkProvider(provider: 'google' | 'apple') {
    setFailure(null);
    try {
      await unlink.mutateAsync(provider);
      toast.success(t('signInMethods.unlinked', { provider: t(`signInMethods.${provider}`) }));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : ta('unexpected'));
    } finally {
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
    }
  }

  async function setPassword() {
    setFailure(null);
    try {
      await sendPasswordLink.mutateAsync(email);
      setLinkSent(true);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : ta('unexpected'));
    }
  }

  return (
    <section aria-labelledby="sign-in-methods-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="sign-in-methods-title" className="text-lg font-semibold text-brand-900">
        {t('signInMethods.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('signInMethods.intro')}</p>
      {/* One row for the password and one per provider, the same before the list has come as after: what
          follows does not move under a finger when it comes (the rows are 3.75 rem high). */}
      <ul className="mt-4 divide-y divide-slate-200" aria-busy={isPending}>
        {!methods ? (
          Array.from({ length: providers.length + 1 }, (_, i) => (
            <li key={i} aria-hidden="true" className={ROW} />
          ))
        ) : (
          <>
            <li className={ROW}>
              {linked.has('credential') ? (
                <>
                  <span className="font-semibold text-slate-900">{t('signInMethods.password')}</span>
                  <span className="text-sm text-slate-700">{t('signInMethods.linked')}</span>
                </>
              ) : (
                <>
                  <span>
                    <span className="block font-semibold text-slate-900">{t('signInMethods.password')}</span>
                    <span className="block text-sm text-slate-700" role="status">
                      {linkSent
                        ? t('signInMethods.setPasswordSent', { email })
                        : t('signInMethods.noPassword')}
                    </span>
                  </span>
                  {!linkSent ? (
                    <Button
                      variant="outline"
                      disabled={sendPasswordLink.isPending}
                      onClick={() => void setPassword()}
                    >
                      {t('signInMethods.setPassword')}
                    </Button>
                  ) : null}
                </>
              )}
            </li>
            {providers.map((provider) => {
              const name = t(`signInMethods.${provider}`);
              const isLinked = linked.has(provider);
              const only = isLinked && linked.size === 1;
              return (
                <li key={provider} className={ROW}>
                  <span>
                    <span className="block font-semibold text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-700">
                      {only
                        ? t('signInMethods.only')
                        : isLinked
                          ? t('signInMethods.linked')
                          : t('signInMethods.notLinked')}
                    </span>
                  </span>
                  {isLinked ? (
                    <Button
                      variant="dangerGhost"
                      disabled={only || unlink.isPending}
                      onClick={() => void unlinkProvider(provider)}
                    >
                      {t('signInMethods.unlink', { provider: name })}
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      disabled={link.isPending}
                      onClick={() => {
                        setFailure(null);
                        link.mutateAsync(provider).catch((error: unknown) => {
                          setFailure(
                            error instanceof Error && error.message ? error.message : ta('unexpected'),
                          );
                        });
                      }}
                    >
                      {t('signInMethods.link', { provider: name })}
                    </Button>
                  )}
                </li>
              );
            })}
          </>
        )}
      </ul>
      {failure ? (
        <div className="mt-3">
          <Alert>{failure}</Alert>
        </div>
      ) : null}
    </section>
  );
}
