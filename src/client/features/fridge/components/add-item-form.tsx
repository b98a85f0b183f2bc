// Step 2 of adding: the food, the bag, the day, and the reminders (which need a food first).
import { addDays, format, isToday } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAG_SIZES } from '@/shared/constants';
import { Calendar } from '@/client/components/ui/calendar';
import { dateLocale, weekStartsOn } from '@/client/lib/date-locale';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import type { ShelfLife } from '../api/fridge-items';
import { LearnedShelfLife } from './learned-shelf-life';
import { deviceTimeZone, reminderOptions, startOf, withAvailableReminder, type Draft } from '../lib/draft';
import { choiceClasses } from './choice-classes';
import { FoodPicker } from './food-picker';
import { ReminderChoices } from './reminder-choices';

interface AddItemFormProps {
  draft: Draft;
  /** The user's own shelf life for the chosen food, to explain the end date; null where the catalogue's stands. */
  learned: ShelfLife | null;
  onChange(d: Draft): void;
}

export function AddItemForm({ draft, learned, onChange }: AddItemFormProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
  const [choosingDate, setChoosingDate] = useState(false);
  const lang = currentLanguage();
  const start = startOf(draft);
  const now = new Date();
  const timeZone = deviceTimeZone();
  // Another day or food can make the chosen reminder unavailable: it is then dropped.
  const update = (next: Draft) => onChange(withAvailableReminder(next, now, timeZone));

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.food')}</legend>
        <FoodPicker
          value={draft.food}
          type={draft.type}
          onChange={(food) => update({ ...draft, food, type: food.type })}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.bagSize')}</legend>
        <div className="flex gap-2">
          {BAG_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              aria-pressed={draft.bagSize === size}
              className={choiceClasses(draft.bagSize === size)}
              onClick={() => update({ ...draft, bagSize: size })}
            >
              {size}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="space-y-2">
        <p id="start-date-label" className="text-sm font-semibold text-slate-800">
          {t('addDialog.startDate')}
        </p>
        <button
          type="button"
          aria-labelledby="start-date-label start-date-value"
          aria-expanded={choosingDate}
          onClick={() => setChoosingDate(!choosingDate)}
          className="flex min-h-11 w-full items-center gap-3 rounded-2xl border border-slate-300 bg-white px-4 py-2 text-left hover:border-brand-700"
        >
          <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <span id="start-date-value" className="flex-1">
            {formatLongDate(start, lang)}
            {isToday(start) ? ` (${t('addDialog.today')})` : ''}
          </span>
        </button>
        {choosingDate ? (
          <Calendar
            value={start}
            max={now}
            locale={dateLocale(lang)}
            weekStartsOn={weekStartsOn(lang)}
            labels={{ previousMonth: t('addDialog.previousMonth'), nextMonth: t('addDialog.nextMonth') }}
            onChange={(day) => {
              update({ ...draft, startDate: format(day, 'yyyy-MM-dd') });
              setChoosingDate(false);
            }}
          />
        ) : null}
      </div>
      {draft.food ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800">
            {t('addDialog.defaultReminder', {
              date: formatLongDate(addDays(start, draft.food.expiresWithBagDays ?? 0), lang),
            })}
            <LearnedShelfLife learned={learned} />
          </p>
          <ReminderChoices
            options={reminderOptions(draft, now, timeZone)}
            value={draft.customReminderDays}
            end={addDays(start, draft.food.expiresWithBagDays ?? 0)}
            now={now}
            timeZone={timeZone}
            onChange={(days) => update({ ...draft, customReminderDays: days })}
          />
          <p className="text-xs text-slate-600">{t('addDialog.reminderDisclaimer')}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('addDialog.needFood')}</p>
      )}
    </div>
  );
}
