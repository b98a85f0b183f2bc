// The bottom navigation of the app: Fridge, Prizes, Buy, Profile.
import { Link } from '@tanstack/react-router';
import { Gift, Refrigerator, ShoppingBag, UserRound } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';

const TABS = [
  { to: '/fridge', key: 'fridge', Icon: Refrigerator },
  { to: '/prizes', key: 'prizes', Icon: Gift },
  { to: '/buy', key: 'buy', Icon: ShoppingBag },
  { to: '/profile', key: 'profile', Icon: UserRound },
] as const;

export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('tabs.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-4">
        {TABS.map(({ to, key, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-600 data-[status=active]:font-bold data-[status=active]:text-brand-800"
            >
              <span className="flex h-7 w-12 items-center justify-center rounded-full group-data-[status=active]:bg-brand-100">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span>{t(`tabs.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
