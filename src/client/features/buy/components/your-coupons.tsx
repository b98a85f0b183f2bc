// The buy page's "Your coupons": the coupons valid now, shown only to a user who has some.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/client/lib/use-translation';
import { CouponCard } from '@/client/components/coupon-card';
import { couponsQuery } from '@/client/lib/rewards';
import { useSession } from '@/client/lib/session';

export function YourCoupons() {
  const { t } = useTranslation('buy');
  const { data: user } = useSession();
  const coupons = useQuery({ ...couponsQuery(user?.id ?? '', user?.level ?? 1), enabled: Boolean(user) });
  if (!coupons.data?.length) return null;
  return (
    <section aria-labelledby="your-coupons" className="mt-8">
      <h2 id="your-coupons" className="mb-3 text-lg font-semibold text-brand-900">
        {t('yourCoupons')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {coupons.data.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </ul>
    </section>
  );
}
