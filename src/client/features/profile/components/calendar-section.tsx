// The private calendar address: each item's last good day in the calendar app of the user's choice. Shown
// again whenever the profile opens; made anew when it may have leaked, or turned off.
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useCalendarAddress, useChangeCalendarAddress } from '../api/calendar';

export function CalendarSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const address = useCalendarAddress(userId);
  const change = useChangeCalendarAddress(userId);
  const url = address.data?.url ?? null;

  function run(kind: 'renew' | 'off') {
    change.mutate(kind, {
      onSuccess: () => toast.success(t(kind === 'off' ? 'calendar.turnedOff' : 'calendar.made')),
      onError: () => toast.error(t('calendar.failed')),
    });
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyFailed'));
    }
  }

  return (
    <section aria-labelledby="calendar" className="rounded-3xl bg-white p-6 shadow-sm">
      <h2 id="calendar" className="mb-1 text-lg font-semibold text-brand-900">
        {t('calendar.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('calendar.intro')}</p>
      {url ? (
        <div className="space-y-3">
          <label htmlFor="calendar-url" className="block text-sm font-semibold text-slate-800">
            {t('calendar.address')}
          </label>
          <input
            id="calendar-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <p className="text-sm text-slate-700">{t('calendar.private')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy(url)}>{t('calendar.copy')}</Button>
            {/* webcal: opens the device's calendar app, which subscribes and refreshes the address itself. */}
            <a href={url.replace(/^https?:/, 'webcal:')} className={buttonClasses('outline', 'md')}>
              {t('calendar.subscribe')}
            </a>
            <Button variant="outline" disabled={change.isPending} onClick={() => run('renew')}>
              {t('calendar.renew')}
            </Button>
            <Button variant="dangerGhost" disabled={change.isPending} onClick={() => run('off')}>
              {t('calendar.off')}
            </Button>
          </div>
        </div>
      ) : (
        <Button disabled={change.isPending || address.isPending} onClick={() => run('renew')}>
          {t('calendar.turnOn')}
        </Button>
      )}
    </section>
  );
}
