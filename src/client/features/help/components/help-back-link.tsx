// The way back from a guide to the list of guides.
import { Link } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';

export function HelpBackLink() {
  const { t } = useTranslation('help');
  return (
    <Link
      to="/help"
      className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800"
    >
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      {t('back')}
    </Link>
  );
}
