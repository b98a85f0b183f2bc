// Shown for a path that matches no screen.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/client/lib/use-translation';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10 text-center">
      <h1 className="text-lg font-semibold">{t('notFound.message')}</h1>
      <Link to="/" className="mt-4 inline-block text-brand-800 underline">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
