// /prizes' Coupons: the seasonal discounts valid now whose level the user has reached.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/client/lib/use-translation';
import { useSession } from '@/client/lib/session';
import { NeedsConnection, waitsForNetwork } from '@/client/components/needs-connection';
import { CouponCard } from '@/client/components/coupon-card';
import { couponsQuery } from '@/client/lib/rewards';

export function CouponsSection() {
  const { t } = useTranslation('prizes');
  const { data: user } = useSession();
  const coupons = useQuery({ ...couponsQuery(user?.id ?? '', user?.level ?? 1), enabled: Boolean(user) });
  return (
    <section aria-labelledby="coupons" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="coupons" className="mb-1 text-lg font-semibold text-brand-900">
        {t('coupons.title')}
      </h2>
      {!user ? <p className="text-sm text-slate-700">{t('coupons.signIn')}</p> : null}
      {coupons.isError ? <p role="alert">{t('coupons.error')}</p> : null}
      {user && waitsForNetwork(coupons) ? <NeedsConnection className="mt-3" /> : null}
      {coupons.data?.length === 0 ? <p className="text-sm text-slate-700">{t('coupons.empty')}</p> : null}
      {coupons.data?.length ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {coupons.data.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
