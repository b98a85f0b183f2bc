// The day the food goes in the fridge: a button showing it that opens a calendar up to today.
import { format, isToday } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Calendar } from '@/client/components/ui/calendar';
import { dateLocale, weekStartsOn } from '@/client/lib/date-locale';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';

interface StartDateFieldProps {
  label: string;
  value: Date;
  /** The chosen day, yyyy-MM-dd in the user's calendar. */
  onChange(day: string): void;
}

export function StartDateField({ label, value, onChange }: StartDateFieldProps) {
  const { t } = useTranslation('fridge-dialogs');
  const [choosing, setChoosing] = useState(false);
  const id = useId();
  const lang = currentLanguage();
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
        {label}
      </p>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={choosing}
        onClick={() => setChoosing(!choosing)}
        className="flex min-h-11 w-full items-center gap-3 rounded-2xl border border-slate-300 bg-white px-4 py-2 text-left hover:border-brand-700"
      >
        <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <span id={`${id}-value`} className="flex-1">
          {formatLongDate(value, lang)}
          {isToday(value) ? ` (${t('addDialog.today')})` : ''}
        </span>
      </button>
      {choosing ? (
        <Calendar
          value={value}
          max={new Date()}
          locale={dateLocale(lang)}
          weekStartsOn={weekStartsOn(lang)}
          labels={{ previousMonth: t('addDialog.previousMonth'), nextMonth: t('addDialog.nextMonth') }}
          onChange={(day) => {
            onChange(format(day, 'yyyy-MM-dd'));
            setChoosing(false);
          }}
        />
      ) : null}
    </div>
  );
}
