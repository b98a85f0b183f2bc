// Invites: share one's own code with the Web Share API (copied when the device cannot share), and
// enter a friend's code once. Permanent accounts only: a guest is asked to create the account first.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { ApiError } from '@/client/lib/api';
import { serverFieldMessage } from '@/client/lib/form-errors';
import { shareOrCopy } from '@/client/lib/share';
import { inviteQuery, useAcceptInvite } from '../api/invites';

export function InviteSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const mine = useQuery(inviteQuery(userId));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptInvite(userId, {
    onSuccess: () => {
      setCode('');
      setError(null);
      toast.success(t('invite.accepted'));
    },
    onError: (e) => {
      setError(serverFieldMessage(e, 'code') ?? (e instanceof ApiError ? e.message : t('invite.failed')));
    },
  });

  async function share(value: string) {
    const outcome = await shareOrCopy(
      {
        title: t('invite.shareTitle'),
        text: t('invite.shareText', { code: value }),
        url: window.location.origin,
      },
      value,
      () => toast.info(t('invite.noShare')),
    );
    if (outcome === 'shared') toast.success(t('invite.shared'));
    else if (outcome === 'copied') toast.success(t('invite.copied'));
    else if (outcome === 'failed') toast.error(t('invite.copyFailed', { code: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) accept.mutate(code.trim());
  }

  return (
    <section aria-labelledby="invite" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="invite" className="mb-1 text-lg font-semibold text-brand-900">
        {t('invite.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('invite.intro')}</p>
      {mine.data ? (
        <div className="mb-5 flex flex-wrap items-center gap-3">
          <span className="rounded-xl bg-brand-50 px-4 py-2 font-mono text-xl font-bold tracking-widest text-brand-900">
            {mine.data.code}
          </span>
          <Button onClick={() => void share(mine.data.code)}>{t('invite.share')}</Button>
          <span className="text-sm text-slate-700">
            {t('invite.count', { count: mine.data.invitesCount })}
          </span>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor="invite-code" className="block text-sm font-semibold text-slate-800">
          {t('invite.enter')}
        </label>
        <div className="flex gap-2">
          <Input
            id="invite-code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-error' : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={accept.isPending || !code.trim()}>
            {t('invite.submit')}
          </Button>
        </div>
        {error ? (
          <p id="invite-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
