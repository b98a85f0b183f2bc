// /prizes' Prizes: unlocked by level, claimed once for a redemption code that stays shown.
// Guests see what they would get and are asked to create their account to claim; signed out, all is locked.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Ban, Clock, Gift, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { levelStart } from '@/shared/levels';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useSession, type SessionUser } from '@/client/lib/session';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { CopyCode } from '@/client/components/copy-code';
import { inLanguage, prizesQuery, useClaimPrize, type Claim, type Prize } from '@/client/lib/rewards';

export function PrizesSection() {
  const { t } = useTranslation('prizes');
  const { data: user } = useSession();
  const level = user?.level ?? 1;
  const prizes = useQuery(prizesQuery(user?.id ?? null, user ? level : 0));

  return (
    <section aria-labelledby="prizes" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="prizes" className="mb-1 text-lg font-semibold text-brand-900">
        {t('prizes.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {user ? t('prizes.yourLevel', { level }) : t('prizes.signIn')}
      </p>
      {prizes.isError ? <p role="alert">{t('prizes.error')}</p> : null}
      {waitsForNetwork(prizes) ? <NeedsConnection /> : null}
      {prizes.data?.length === 0 ? <p className="text-slate-700">{t('prizes.empty')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {prizes.data?.map((prize) => (
          <PrizeCard key={prize.id} prize={prize} user={user ?? null} />
        ))}
      </ul>
    </section>
  );
}

function PrizeCard({ prize, user }: { prize: Prize; user: SessionUser | null }) {
  const { t } = useTranslation('prizes');
  const lang = currentLanguage();
  const claim = useClaimPrize(prize.id, {
    onSuccess: (claim) => {
      if (claim.status === 'held') toast.info(t('prizes.heldToast'));
      else toast.success(t('prizes.claimed'));
    },
    onError: (error) => toast.error(error.message),
  });
  const title = inLanguage(prize.title, lang);
  const toGo = user ? Math.max(0, levelStart(prize.minLevel) - (user.points ?? 0)) : 0;

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <PrizeImage src={prize.imageUrl} locked={!prize.unlocked && !prize.claim} />
        <div className="min-w-0 flex-1">
          <span className="inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {t('prizes.level', { level: prize.minLevel })}
          </span>
          <h3 className="mt-1 font-semibold text-brand-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-700">{inLanguage(prize.description, lang)}</p>
        </div>
      </div>
      <div className="mt-3">
        {prize.claim ? (
          <ClaimState claim={prize.claim} title={title} />
        ) : prize.unlocked && user?.isAnonymous ? (
          <Link to="/profile/create" className={buttonClasses('outline', 'md', 'w-full')}>
            {t('prizes.createAccount')}
          </Link>
        ) : prize.unlocked ? (
          <Button className="w-full" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {claim.isPending ? t('prizes.claiming') : t('prizes.claim')}
            <span className="sr-only">{title}</span>
          </Button>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>
              {t('prizes.unlocksAt', { level: prize.minLevel })}
              {user ? ` · ${t('prizes.pointsToGo', { count: toGo })}` : ''}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}

function ClaimState({ claim, title }: { claim: Claim; title: string }) {
  const { t } = useTranslation('prizes');
  const lang = currentLanguage();
  if (claim.status === 'approved' && claim.code) {
    return (
      <>
        <CopyCode code={claim.code} label={t('prizes.codeLabel', { prize: title })} />
        <p className="mt-1 text-sm text-slate-700">
          {t('prizes.claimedOn', { date: formatLongDate(new Date(claim.claimedAt), lang) })}
        </p>
      </>
    );
  }
  const held = claim.status === 'held';
  const Icon = held ? Clock : Ban;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {held ? t('prizes.held') : t('prizes.rejected')}
        {!held && claim.reason ? (
          <span className="mt-1 block">{t('prizes.rejectedReason', { reason: claim.reason })}</span>
        ) : null}
      </span>
    </p>
  );
}

function PrizeImage({ src, locked }: { src: string | null; locked: boolean }) {
  const [failed, setFailed] = useState(false);
  const box = 'flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-brand-50';
  if (!src || failed) {
    return (
      <span className={box}>
        <Gift aria-hidden="true" className="h-8 w-8 text-brand-700" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`${box} object-contain p-1 ${locked ? 'opacity-50 grayscale' : ''}`}
    />
  );
}
