// The household's members, oldest first: the owner may hand the household over or remove someone; anyone may
// leave (an owner's place goes to the longest-standing member; the last one ends the household).
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { dateFormatter, intlLocale } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useHouseholdChange, type Household } from '../api/household';
import { Confirm, type Confirmation } from './confirm';
import { card, heading } from './styles';

export function HouseholdMembers({ userId, household }: { userId: string; household: Household }) {
  const { t } = useTranslation('household');
  const change = useHouseholdChange(userId);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const owner = household.role === 'owner';
  const date = dateFormatter(intlLocale(currentLanguage()), {
    dateStyle: 'medium',
  });
  const others = household.members.filter((m) => m.id !== userId);
  const close = () => setConfirmation(null);
  const failed = (e: Error) => {
    close();
    toast.error(e.message || t('failed'));
  };

  function remove(member: { id: string; name: string }) {
    setConfirmation({
      title: t('members.removeTitle', { name: member.name }),
      text: t('members.removeText', { name: member.name }),
      confirm: t('members.remove'),
      cancel: t('members.cancel'),
      danger: true,
      run: () =>
        change.mutate(
          { kind: 'remove', memberId: member.id },
          {
            onSuccess: () => {
              close();
              toast.success(t('members.removed', { name: member.name }));
            },
            onError: failed,
          },
        ),
    });
  }
  function handOver(member: { id: string; name: string }) {
    setConfirmation({
      title: t('members.ownerTitle', { name: member.name }),
      text: t('members.ownerText', { name: member.name }),
      confirm: t('members.makeOwner'),
      cancel: t('members.cancel'),
      run: () =>
        change.mutate(
          { kind: 'handOver', memberId: member.id },
          {
            onSuccess: () => {
              close();
              toast.success(t('members.handedOver', { name: member.name }));
            },
            onError: failed,
          },
        ),
    });
  }
  function leave() {
    // The members are oldest first: the next owner is the first of the others.
    const next = others[0];
    setConfirmation({
      title: t('leave.title', { name: household.name }),
      text: !next ? t('leave.textLast') : owner ? t('leave.textOwner', { next: next.name }) : t('leave.text'),
      confirm: t('leave.confirm'),
      cancel: t('leave.cancel'),
      danger: true,
      run: () =>
        change.mutate(
          { kind: 'leave' },
          {
            onSuccess: () => {
              close();
              toast.success(t('leave.done'));
            },
            onError: failed,
          },
        ),
    });
  }

  return (
    <section aria-labelledby="household-members" className={card}>
      <h2 id="household-members" className={heading}>
        {t('members.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {household.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere text-slate-900">
                {member.id === userId ? t('members.you', { name: member.name }) : member.name}
                {member.role === 'owner' ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-900">
                    {t('members.owner')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                {t('members.since', { date: date.format(new Date(member.joinedAt)) })}
              </p>
            </div>
            {owner && member.id !== userId ? (
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => handOver(member)}>
                  {t('members.makeOwner')}
                </Button>
                <Button variant="dangerGhost" onClick={() => remove(member)}>
                  {t('members.remove')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="dangerGhost" className="mt-4" onClick={leave}>
        {t('leave.button')}
      </Button>
      <Confirm confirmation={confirmation} busy={change.isPending} closeLabel={t('close')} onClose={close} />
    </section>
  );
}
