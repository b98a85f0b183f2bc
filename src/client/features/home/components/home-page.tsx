// The home page: illustration, 'My fridge', the alert and ticket notes, the prize call and Start.
import { Link } from '@tanstack/react-router';
import { BellRing, Ticket } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { buttonClasses } from '@/client/components/ui/button';
// Inside the page rather than fetched: the largest thing on the first screen is drawn with it.
import illustration from '../home-illustration.svg?inline';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-col items-center text-center">
      <img
        src={illustration}
        alt={t('illustration')}
        width={320}
        height={220}
        className="h-auto w-full max-w-xs"
      />
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{t('title')}</h1>
      <div className="mt-5 space-y-3 text-left">
        <p className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <BellRing aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-accent-500" />
          <span>{t('alertNote')}</span>
        </p>
        <p className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <Ticket aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
          <span>{t('ticketNote')}</span>
        </p>
      </div>
      <p className="mt-5 font-semibold text-brand-800">{t('prizeCall')}</p>
      <Link to="/tutorial" className={buttonClasses('primary', 'lg', 'mt-6 w-full max-w-xs')}>
        {t('start')}
        {/* Read out, not shown: where the button leads, so the link says more than "Start". */}
        <span className="sr-only"> {t('startHint')}</span>
      </Link>
    </div>
  );
}
