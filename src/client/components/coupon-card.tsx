// One coupon: its discount, what it is for, its code to copy, until when it holds and a "Read more" link.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { inLanguage, type Coupon } from '@/client/lib/rewards';
import { CopyCode } from './copy-code';

export function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('prizes');
  const lang = currentLanguage();
  const title = inLanguage(coupon.title, lang);
  // valid_to is the first instant it no longer holds: the last valid day is the one before.
  const lastDay = new Date(new Date(coupon.validTo).getTime() - 1);
  const external = /^https:\/\//.test(coupon.readMoreUrl);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <span className="shrink-0 rounded-2xl bg-amber-100 px-3 py-2 text-lg font-bold text-amber-900">
          {t('coupons.percent', { percent: coupon.percent })}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-brand-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-700">{inLanguage(coupon.description, lang)}</p>
        </div>
      </div>
      <CopyCode code={coupon.code} label={t('coupons.codeLabel', { coupon: title })} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-700">
          {t('coupons.validUntil', { date: formatLongDate(lastDay, lang) })}
        </span>
        <a
          href={coupon.readMoreUrl}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('coupons.readMore')}
          <span className="sr-only">{title}</span>
          {external ? (
            <>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('coupons.opensInNewTab')}</span>
            </>
          ) : null}
        </a>
      </div>
    </li>
  );
}
