// The owner's codes to join the household: a new one (valid 7 days), shared as a link that opens this screen
// with it filled in (copied where the device cannot share), and revoked at once.
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { dateFormatter, intlLocale } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { shareOrCopy } from '@/client/lib/share';
import { toast } from '@/client/lib/toast';
import { joinLink, useHouseholdChange, useNewInvite, type Household } from '../api/household';
import { card, heading } from './styles';

export function HouseholdCodes({ userId, household }: { userId: string; household: Household }) {
  const { t } = useTranslation('household');
  const create = useNewInvite(userId);
  const change = useHouseholdChange(userId);
  const date = dateFormatter(intlLocale(currentLanguage()), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  async function share(code: string) {
    const link = joinLink(code);
    const text = t('codes.shareText', { name: household.name, code });
    const outcome = await shareOrCopy({ title: t('codes.shareTitle'), text, url: link }, `${text} ${link}`);
    if (outcome === 'shared') toast.success(t('codes.shared'));
    else if (outcome === 'copied') toast.success(t('codes.copied'));
    else if (outcome === 'failed') toast.error(t('codes.copyFailed', { link }));
  }

  return (
    <section aria-labelledby="household-codes" className={card}>
      <h2 id="household-codes" className={heading}>
        {t('codes.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('codes.text')}</p>
      {household.invites.length === 0 ? <p className="mb-4 text-slate-700">{t('codes.none')}</p> : null}
      <ul className="mb-4 space-y-3">
        {household.invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center gap-3">
            <span className="rounded-xl bg-brand-50 px-4 py-2 font-mono text-xl font-bold tracking-widest text-brand-900">
              {invite.code}
            </span>
            <span className="text-sm text-slate-700">
              {t('codes.until', { date: date.format(new Date(invite.expiresAt)) })}
            </span>
            <span className="flex gap-2">
              <Button variant="outline" onClick={() => void share(invite.code)}>
                {t('codes.share')}
              </Button>
              <Button
                variant="dangerGhost"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'revoke', inviteId: invite.id },
                    {
                      onSuccess: () => toast.success(t('codes.revoked', { code: invite.code })),
                      onError: (e) => toast.error(e.message || t('failed')),
                    },
                  )
                }
              >
                {t('codes.revoke')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button
        disabled={create.isPending}
        onClick={() => create.mutate(undefined, { onError: (e) => toast.error(e.message || t('failed')) })}
      >
        {t('codes.new')}
      </Button>
    </section>
  );
}
