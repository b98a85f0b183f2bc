// /help: the three guides.
import { Link } from '@tanstack/react-router';
import { ChevronRight, Refrigerator, ShoppingBag, Smartphone } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';

const TOPICS = [
  { key: 'install', to: '/help/how-to-install', Icon: Smartphone },
  { key: 'fridge', to: '/help/how-to-fridge', Icon: Refrigerator },
  { key: 'bags', to: '/help/how-to-bags', Icon: ShoppingBag },
] as const;

export function HelpIndexPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <PageHeading title={t('title')}>{t('intro')}</PageHeading>
      <ul className="space-y-3">
        {TOPICS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-700" />
              <span className="flex-1">
                <span className="block font-semibold text-brand-900">{t(`topics.${key}.title`)}</span>
                <span className="block text-sm text-slate-700">{t(`topics.${key}.text`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
