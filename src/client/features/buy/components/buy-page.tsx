// /buy: the bag range with its sizes, a link to the official shop when one is configured, and the user's
// active coupons.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { BAG_SIZES } from '@/shared/constants';
import { buttonClasses } from '@/client/components/ui/button';
import { PageHeading } from '@/client/components/ui/page-heading';
import { publicConfig } from '@/client/lib/config';
import { YourCoupons } from './your-coupons';

// Width × height in centimetres (docs/product.md#items).
const DIMENSIONS = { S: [12, 28], M: [23, 32], L: [29, 42] } as const;

export function BuyPage() {
  const { t } = useTranslation('buy');
  const { shopUrl } = publicConfig();
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BAG_SIZES.map((size) => {
          const [width, height] = DIMENSIONS[size];
          return (
            <li
              key={size}
              className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm sm:flex-col sm:text-center"
            >
              <BagShape width={width} height={height} />
              <div>
                <h2 className="text-lg font-bold text-brand-900">{t('sizeLabel', { size })}</h2>
                <p className="text-sm font-semibold text-slate-700">{t('dimensions', { width, height })}</p>
                <p className="mt-1 text-sm text-slate-700">{t(`sizes.${size}`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {shopUrl ? (
        <a
          href={shopUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}
        >
          {t('shop')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      ) : null}
      <YourCoupons />
    </>
  );
}

/** A bag drawn to scale against the largest one, so the sizes compare at a glance. */
function BagShape({ width, height }: { width: number; height: number }) {
  const scale = 64 / 42;
  const w = width * scale;
  const h = height * scale;
  return (
    <svg aria-hidden="true" width={48} height={68} viewBox="0 0 48 68" className="shrink-0">
      <rect
        x={(48 - w) / 2}
        y={68 - h}
        width={w}
        height={h}
        rx={4}
        className="fill-brand-100 stroke-brand-700"
        strokeWidth={2}
        strokeDasharray="3 2"
      />
    </svg>
  );
}
