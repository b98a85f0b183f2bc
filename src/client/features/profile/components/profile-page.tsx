// /profile: who is signed in, their level, and the account commands; signed out, sign up or log in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { levelFor, pointsToNextLevel } from '@/shared/levels';
import { Alert } from '@/client/components/ui/alert';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { ApiError } from '@/client/lib/api';
import { PageHeading } from '@/client/components/ui/page-heading';
import { signOut, useSession, type SessionUser } from '@/client/lib/session';
import { profileQuery, signInMethodsQuery } from '../api/requests';
import { CalendarSection } from './calendar-section';
import { DeleteAccountDialog } from './delete-account-dialog';
import { InviteSection } from './invite-section';
import { NotificationsSection } from './notifications-section';
import { ShelfLivesSection } from './shelf-lives-section';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TwoFactorSection } from './two-factor-section';
import { ProfileAvatar } from './profile-avatar';
import { ProfileFigures } from './profile-figures';

interface ProfilePageProps {
  successfulEdit?: boolean;
  /** Back from Google or Apple without the identity linked. */
  linkFailed?: boolean;
  /** Called once the success message is shown, so a reload does not show it again. */
  onEditAcknowledged(): void;
}

export function ProfilePage({ successfulEdit, linkFailed = false, onEditAcknowledged }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const { data: user } = useSession();

  useEffect(() => {
    if (!successfulEdit) return;
    toast.success(t('updated'));
    onEditAcknowledged();
  }, [successfulEdit, onEditAcknowledged, t]);

  return (
    <>
      <PageHeading title={t('title')} />
      {user ? <SignedIn user={user} linkFailed={linkFailed} /> : <SignedOut />}
    </>
  );
}

function SignedOut() {
  const { t } = useTranslation('profile');
  return (
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
  );
}

function SignedIn({ user, linkFailed }: { user: SessionUser; linkFailed: boolean }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guest = Boolean(user.isAnonymous);
  const [deleting, setDeleting] = useState(false);
  const { data: profile } = useQuery(profileQuery(user.id));
  // An account made with Google or Apple has no password to change until it sets one (ways to sign in).
  const { data: methods } = useQuery({ ...signInMethodsQuery(user.id), enabled: !guest });
  const hasPassword = !methods || methods.some((m) => m.providerId === 'credential');
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const name = user.displayName || fullName;
  // The display name is how the person asked to be greeted; else the first name.
  const greeted = user.displayName || user.firstName;
  const points = user.points ?? 0;
  const level = user.level ?? levelFor(points);

  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailure, setSignOutFailure] = useState<string | null>(null);
  /** Changes still queued after the last try to send them: the user decides whether to drop them. */
  const [unsent, setUnsent] = useState(0);

  // The account's queued changes are sent first; what cannot be is dropped only once the user agrees, and
  // never sent for whoever signs in next (ADR 024).
  async function logout({ discard = false } = {}) {
    setSignOutFailure(null);
    // Only the server can end the session: offline, signing out would leave it open behind a wiped device.
    if (!navigator.onLine) {
      setSignOutFailure(t('signOut.offline'));
      return;
    }
    setSigningOut(true);
    try {
      if (!discard) {
        const { sendBeforeLeaving } = await import('@/client/lib/outbox/leaving');
        const left = await sendBeforeLeaving(user.id);
        if (left > 0) {
          setUnsent(left);
          return;
        }
      }
      setUnsent(0);
      await signOut(queryClient);
      await navigate({ to: '/' });
    } catch (error) {
      setUnsent(0);
      setSignOutFailure(
        error instanceof ApiError && error.status === 0
          ? t('signOut.offline')
          : error instanceof Error && error.message
            ? error.message
            : t('signOut.failed'),
      );
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="space-y-5">
      <section className="rounded-3xl bg-white p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <ProfileAvatar src={profile ? profile.imgPath : undefined} name={name} />
          <div className="min-w-0">
            <p className="text-xl font-bold text-brand-900">
              {greeted ? t('greeting', { name: greeted }) : t('guestGreeting')}
            </p>
            {!guest ? (
              <>
                {name ? <p className="mt-1 text-slate-800">{name}</p> : null}
                <p className="break-words text-slate-700">{user.email}</p>
              </>
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex items-baseline gap-3">
          <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">
            {t('level', { level })}
          </span>
          <span className="text-slate-800">{t('points', { count: points })}</span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {t('toNextLevel', { count: pointsToNextLevel(points) })}
        </p>
      </section>

      {guest ? (
        <section className="rounded-3xl bg-white p-6 shadow-sm">
          <p className="text-slate-800">{t('guestText')}</p>
          <Link to="/profile/create" className={buttonClasses('primary', 'lg', 'mt-4 w-full sm:w-auto')}>
            {t('createAccount')}
          </Link>
        </section>
      ) : null}

      <ProfileFigures userId={user.id} />

      <Link to="/profile/impact" className={buttonClasses('outline', 'md', 'w-full')}>
        {t('impact.open')}
      </Link>

      <section aria-labelledby="household-link" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="household-link" className="mb-1 text-lg font-semibold text-brand-900">
          {t('household.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t('household.text')}</p>
        <Link to="/household" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
          {t('household.open')}
        </Link>
      </section>

      {!guest ? <InviteSection userId={user.id} /> : null}

      <NotificationsSection user={user} />

      <CalendarSection userId={user.id} />
      <ShelfLivesSection userId={user.id} />

      {!guest ? <SignInMethodsSection userId={user.id} email={user.email} linkFailed={linkFailed} /> : null}
      {!guest ? <TwoFactorSection user={user} /> : null}

      {user.role === 'admin' && !guest ? (
        <section aria-labelledby="admin-link" className="rounded-3xl bg-white p-6 shadow-sm">
          <h2 id="admin-link" className="mb-1 text-lg font-semibold text-brand-900">
            {t('admin.title')}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{t('admin.text')}</p>
          <Link to="/admin" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
            {t('admin.open')}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="account-commands" className="rounded-3xl bg-white p-6 shadow-sm">
        <h2 id="account-commands" className="mb-3 text-lg font-semibold text-brand-900">
          {t('commands.title')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/profile/edit" className={buttonClasses('outline', 'md')}>
            {t('commands.editProfile')}
          </Link>
          {!guest && hasPassword ? (
            <Link to="/profile/edit/set-password" className={buttonClasses('outline', 'md')}>
              {t('commands.changePassword')}
            </Link>
          ) : null}
          {/* A plain download: the server names the file and the browser saves it, with the session cookie. */}
          <a href="/api/account/export" download className={buttonClasses('outline', 'md')}>
            {t('commands.downloadData')}
          </a>
          <a href="/api/account/export.csv" download className={buttonClasses('outline', 'md')}>
            {t('commands.downloadItems')}
          </a>
          <Button
            variant="outline"
            disabled={signingOut}
            aria-busy={signingOut}
            onClick={() => void logout()}
          >
            {signingOut ? t('signOut.signingOut') : t('commands.logout')}
          </Button>
          <Button variant="dangerGhost" onClick={() => setDeleting(true)}>
            {t('commands.deleteAccount')}
          </Button>
        </div>
        {signOutFailure ? (
          <div className="mt-4">
            <Alert>{signOutFailure}</Alert>
          </div>
        ) : null}
      </section>
      <Dialog
        open={unsent > 0}
        onOpenChange={(open) => !open && setUnsent(0)}
        title={t('signOut.unsentTitle')}
        description={t('signOut.unsentText', { count: unsent })}
        closeLabel={t('signOut.stay')}
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            variant="danger"
            disabled={signingOut}
            aria-busy={signingOut}
            onClick={() => void logout({ discard: true })}
          >
            {signingOut ? t('signOut.signingOut') : t('signOut.discard')}
          </Button>
          <Button variant="outline" onClick={() => setUnsent(0)}>
            {t('signOut.stay')}
          </Button>
        </div>
      </Dialog>
      <DeleteAccountDialog guest={guest} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
