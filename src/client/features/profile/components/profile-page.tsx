// /profile: signed out, the way to sign up or log in; after an edit, the success message.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '@/client/components/ui/button';
import { PageHeading } from '@/client/components/ui/page-heading';
import type { SessionUser } from '@/client/lib/session';

interface ProfilePageProps {
  user: SessionUser | null;
  successfulEdit?: boolean;
  /** Called once the success message is shown, so a reload does not show it again. */
  onEditAcknowledged(): void;
}

export function ProfilePage({ user, successfulEdit, onEditAcknowledged }: ProfilePageProps) {
  const { t } = useTranslation('profile');

  useEffect(() => {
    if (!successfulEdit) return;
    toast.success(t('updated'));
    onEditAcknowledged();
  }, [successfulEdit, onEditAcknowledged, t]);

  return (
    <>
      <PageHeading title={t('title')} />
      {user ? null : (
        <div className="rounded-3xl bg-white p-6 text-center shadow-sm">
          <p className="text-slate-800">{t('signedOut.text')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/signup" className={buttonClasses('primary', 'lg')}>
              {t('signedOut.signUp')}
            </Link>
            <Link to="/login" className={buttonClasses('outline', 'lg')}>
              {t('signedOut.logIn')}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
