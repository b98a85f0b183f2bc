// The profile's reminder settings: notifications on this device (Web Push), reminders by e-mail, and when
// reminders come.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { SwitchRow } from '@/client/components/ui/switch';
import { PushPermissionError, subscribePush, unsubscribePush, type PushStatus } from '@/client/lib/push';
import type { SessionUser } from '@/client/lib/session';
import {
  notificationSettingsQuery,
  pushStatusQuery,
  useUpdateEmailReminders,
  useUpdateMonthlySummary,
  type NotificationSettings,
} from '../api/notifications';
import { ReminderPreferencesForm } from './reminder-preferences-form';

export function NotificationsSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="notifications-title" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="notifications-title" className="text-lg font-semibold text-brand-900">
        {t('notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('notifications.intro')}</p>
      <div className="mt-5 space-y-5">
        <PushSwitch userId={user.id} />
        <hr className="border-slate-200" />
        <EmailSwitch userId={user.id} />
        <SummarySwitch userId={user.id} />
        <hr className="border-slate-200" />
        <ReminderPreferencesForm userId={user.id} />
      </div>
    </section>
  );
}

const linkClasses = 'font-semibold text-brand-800 underline';

function PushSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const query = pushStatusQuery(userId);
  const { data: status, isPending } = useQuery(query);
  const setStatus = (next: PushStatus) => queryClient.setQueryData(query.queryKey, next);

  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? subscribePush().then(() => undefined) : unsubscribePush()),
    onSuccess: (_, on) => setStatus(on ? 'subscribed' : 'unsubscribed'),
    onError: (error) => {
      if (error instanceof PushPermissionError) {
        // Refused: the switch explains how to allow it. Only closed: they may ask again.
        if (error.permission === 'denied') setStatus('denied');
        else toast.info(t('notifications.push.notAllowed'));
        return;
      }
      toast.error(t('notifications.push.failed'));
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });

  const description =
    status === 'unsupported' ? (
      <p>
        {t('notifications.push.unsupported')}{' '}
        <Link to="/help/how-to-install" className={linkClasses}>
          {t('notifications.push.howToInstall')}
        </Link>
      </p>
    ) : status === 'denied' ? (
      <p>{t('notifications.push.denied')}</p>
    ) : (
      <p>{t(status === 'subscribed' ? 'notifications.push.on' : 'notifications.push.off')}</p>
    );

  return (
    <SwitchRow
      label={t('notifications.push.label')}
      description={description}
      checked={toggle.isPending ? toggle.variables : status === 'subscribed'}
      onCheckedChange={(on) => toggle.mutate(on)}
      disabled={status === 'unsupported' || status === 'denied'}
      busy={isPending || toggle.isPending}
    />
  );
}

function EmailSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { data: settings, isPending, isError } = useQuery(notificationSettingsQuery(userId));

  const toggle = useUpdateEmailReminders(userId, {
    onError: () => toast.error(t('notifications.email.failed')),
  });

  const eligible = Boolean(settings && !settings.isAnonymous && settings.emailVerified);
  return (
    <SwitchRow
      label={t('notifications.email.label')}
      description={<EmailDescription settings={settings} failed={isError} />}
      checked={eligible && (toggle.isPending ? toggle.variables : Boolean(settings?.emailReminders))}
      onCheckedChange={(on) => toggle.mutate(on)}
      disabled={!isPending && !eligible}
      busy={isPending || toggle.isPending}
    />
  );
}

function EmailDescription({
  settings,
  failed,
}: {
  settings: NotificationSettings | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('profile');
  if (failed) return <p>{t('notifications.email.loadFailed')}</p>;
  if (!settings) return <p>{t('notifications.email.off')}</p>;
  // The guest card above the section already leads to creating the account.
  if (settings.isAnonymous) return <p>{t('notifications.email.guest')}</p>;
  if (!settings.emailVerified) return <p>{t('notifications.email.unverified')}</p>;
  return <p>{t(settings.emailReminders ? 'notifications.email.on' : 'notifications.email.off')}</p>;
}

/** The monthly e-mail of what the fridge saved: for a verified account, like the e-mail reminders. */
function SummarySwitch({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { data: settings, isPending } = useQuery(notificationSettingsQuery(userId));
  const toggle = useUpdateMonthlySummary(userId, {
    onError: () => toast.error(t('notifications.summary.failed')),
  });
  const eligible = Boolean(settings && !settings.isAnonymous && settings.emailVerified);
  if (!eligible) return null;
  return (
    <SwitchRow
      label={t('notifications.summary.label')}
      description={t('notifications.summary.description')}
      checked={toggle.isPending ? toggle.variables : Boolean(settings?.monthlySummary)}
      onCheckedChange={(on) => toggle.mutate(on)}
      busy={isPending || toggle.isPending}
    />
  );
}
