// The custom reminder's choices: none, or 2, 5 or 10 days after the start, each with when it would arrive;
// a choice already past or after the end date is shown disabled, saying why.
import { useId } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import type { ReminderOption } from '@/shared/reminder-options';
import type { CustomReminderDays } from '@/shared/schemas/fridge';
import { calendarDaysBetween } from '@/shared/zoned-time';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { choiceClasses } from './choice-classes';

interface ReminderChoicesProps {
  options: ReminderOption[];
  value: CustomReminderDays | null;
  /** The day the food should be eaten by. */
  end: Date;
  now: Date;
  timeZone: string;
  onChange(days: CustomReminderDays | null): void;
}

export function ReminderChoices({ options, value, end, now, timeZone, onChange }: ReminderChoicesProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge']);
  const id = useId();
  const lang = currentLanguage();

  function note(option: ReminderOption): string {
    if (option.unavailable === 'past') return t('addDialog.reminderPast');
    if (option.unavailable === 'afterEnd')
      return t('addDialog.reminderAfterEnd', { date: formatLongDate(end, lang) });
    return t('addDialog.inDays', {
      date: formatLongDate(option.at, lang),
      count: calendarDaysBetween(now, option.at, timeZone),
    });
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.customReminder')}</legend>
      <ul className="space-y-2">
        <li>
          <button
            type="button"
            aria-pressed={value === null}
            className={choiceClasses(value === null)}
            onClick={() => onChange(null)}
          >
            {t('addDialog.noCustomReminder')}
          </button>
        </li>
        {options.map((option) => (
          <li key={option.days} className="grid grid-cols-[auto_1fr] items-center gap-x-3">
            <button
              type="button"
              aria-pressed={value === option.days}
              aria-describedby={`${id}-${option.days}`}
              disabled={option.unavailable !== null}
              className={choiceClasses(value === option.days)}
              onClick={() => onChange(option.days)}
            >
              {t('addDialog.reminderDays', { count: option.days })}
            </button>
            <span id={`${id}-${option.days}`} className="text-sm text-slate-700">
              {note(option)}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
