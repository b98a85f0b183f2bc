// When reminders come: the hour, how many days before the end the main one comes, the days without any, and
// one notification for everything due together. Saving moves the reminders still to come.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { SwitchRow } from '@/client/components/ui/switch';
import { cn } from '@/client/lib/cn';
import { dateFormatter, intlLocale } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import {
  REMINDER_DAYS_BEFORE,
  WEEKDAYS,
  type ReminderPreferences,
  type Weekday,
} from '@/shared/reminder-preferences';
import { reminderPreferencesQuery, useSaveReminderPreferences } from '../api/notifications';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const selectClasses =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2';

/** The weekday's name in the user's language, long (read out) and short (shown). */
function weekdayName(day: Weekday, lang: string, weekday: 'long' | 'short'): string {
  // 5 January 2026 was a Monday: day d of that week.
  return dateFormatter(lang, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
}

export function ReminderPreferencesForm({ userId }: { userId: string }) {
  const { data } = useQuery(reminderPreferencesQuery(userId));
  // The form starts from the saved preferences, once they have arrived.
  return data ? <PreferencesForm userId={userId} saved={data} /> : null;
}

function PreferencesForm({ userId, saved }: { userId: string; saved: ReminderPreferences }) {
  const { t } = useTranslation('profile');
  const save = useSaveReminderPreferences(userId);
  const [prefs, setPrefs] = useState(saved);
  const lang = currentLanguage();
  const hourId = useId();
  const whenId = useId();
  const quietId = useId();
  // 18:00 in both languages: English is written the British way, as the dates are.
  const time = (hour: number) =>
    dateFormatter(intlLocale(lang), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 1, hour)),
    );
  const toggleDay = (day: Weekday) =>
    setPrefs((p) => ({
      ...p,
      quietDays: p.quietDays.includes(day)
        ? p.quietDays.filter((d) => d !== day)
        : [...p.quietDays, day].sort((a, b) => a - b),
    }));
  // At least one day must stay free: the last free day cannot be made quiet.
  const lastFree = (day: Weekday) => !prefs.quietDays.includes(day) && prefs.quietDays.length === 6;

  return (
    <form
      className="space-y-4"
      aria-labelledby={`${hourId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(prefs, {
          onSuccess: () => toast.success(t('notifications.preferences.saved')),
          onError: () => toast.error(t('notifications.preferences.failed')),
        });
      }}
    >
      <h3 id={`${hourId}-title`} className="font-semibold text-slate-900">
        {t('notifications.preferences.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={hourId} className="text-sm font-semibold text-slate-800">
            {t('notifications.preferences.hour')}
          </label>
          <select
            id={hourId}
            className={selectClasses}
            value={prefs.hour}
            onChange={(e) => setPrefs({ ...prefs, hour: Number(e.target.value) })}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {time(h)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={whenId} className="text-sm font-semibold text-slate-800">
            {t('notifications.preferences.when')}
          </label>
          <select
            id={whenId}
            className={selectClasses}
            value={prefs.daysBefore}
            onChange={(e) =>
              setPrefs({ ...prefs, daysBefore: Number(e.target.value) as ReminderPreferences['daysBefore'] })
            }
          >
            {REMINDER_DAYS_BEFORE.map((d) => (
              <option key={d} value={d}>
                {t(`notifications.preferences.daysBefore_${d}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset aria-describedby={`${quietId}-hint`}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('notifications.preferences.quietDays')}
        </legend>
        <p id={`${quietId}-hint`} className="mt-1 text-sm text-slate-700">
          {t('notifications.preferences.quietDaysHint')}
        </p>
        {/* Seven in a row leave a phone's finger too little: four and three there. */}
        <div className="mt-2 grid grid-cols-4 gap-1 sm:grid-cols-7">
          {WEEKDAYS.map((day) => {
            const quiet = prefs.quietDays.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={quiet}
                aria-label={weekdayName(day, lang, 'long')}
                disabled={lastFree(day)}
                onClick={() => toggleDay(day)}
                className={cn(
                  'h-11 rounded-xl border text-sm font-semibold capitalize disabled:opacity-50',
                  quiet
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50',
                )}
              >
                {weekdayName(day, lang, 'short').slice(0, 3)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <SwitchRow
        label={t('notifications.preferences.digest')}
        description={t(
          prefs.pushDigest ? 'notifications.preferences.digestOn' : 'notifications.preferences.digestOff',
        )}
        checked={prefs.pushDigest}
        onCheckedChange={(pushDigest) => setPrefs({ ...prefs, pushDigest })}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('notifications.preferences.save')}
      </Button>
    </form>
  );
}
