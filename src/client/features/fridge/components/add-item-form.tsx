// Step 1 of adding: the food, the bag, the day, and the reminders (which need a food first).
import { addDays, format, isToday } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAG_SIZES, type BagSize } from '@/shared/constants';
import { CUSTOM_REMINDER_DAYS, type CustomReminderDays } from '@/shared/schemas/fridge';
import { Calendar } from '@/client/components/ui/calendar';
import { cn } from '@/client/lib/cn';
import { dateLocale, formatLongDate, weekStartsOn } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import type { Food } from '../api/fridge-items';
import { FoodPicker } from './food-picker';

export interface Draft {
  type: 'fruit' | 'vegetable' | null;
  food: Food | null;
  bagSize: BagSize;
  /** yyyy-MM-dd in the user's calendar. */
  startDate: string;
  customReminderDays: CustomReminderDays | null;
}

const choice = (selected: boolean) =>
  cn(
    'rounded-full border px-4 py-2 text-sm font-semibold',
    selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800',
  );

export function startOf(draft: Draft): Date {
  const [y, m, d] = draft.startDate.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function AddItemForm({ draft, onChange }: { draft: Draft; onChange(d: Draft): void }) {
  const { t } = useTranslation(['fridge', 'foods']);
  const [choosingDate, setChoosingDate] = useState(false);
  const lang = currentLanguage();
  const start = startOf(draft);

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.food')}</legend>
        <FoodPicker
          value={draft.food}
          type={draft.type}
          onChange={(food) => onChange({ ...draft, food, type: food.type })}
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
              className={choice(draft.bagSize === size)}
              onClick={() => onChange({ ...draft, bagSize: size })}
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
          className="flex w-full items-center gap-3 rounded-2xl border border-slate-300 bg-white px-4 py-2 text-left hover:border-brand-700"
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
            max={new Date()}
            locale={dateLocale(lang)}
            weekStartsOn={weekStartsOn(lang)}
            labels={{ previousMonth: t('addDialog.previousMonth'), nextMonth: t('addDialog.nextMonth') }}
            onChange={(day) => {
              onChange({ ...draft, startDate: format(day, 'yyyy-MM-dd') });
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
          </p>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">
              {t('addDialog.customReminder')}
            </legend>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-pressed={draft.customReminderDays === null}
                className={choice(draft.customReminderDays === null)}
                onClick={() => onChange({ ...draft, customReminderDays: null })}
              >
                {t('addDialog.noCustomReminder')}
              </button>
              {CUSTOM_REMINDER_DAYS.map((days) => (
                <button
                  key={days}
                  type="button"
                  aria-pressed={draft.customReminderDays === days}
                  className={choice(draft.customReminderDays === days)}
                  onClick={() => onChange({ ...draft, customReminderDays: days })}
                >
                  {t('addDialog.reminderDays', { count: days })}
                </button>
              ))}
            </div>
          </fieldset>
          <p className="text-xs text-slate-600">{t('addDialog.reminderDisclaimer')}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('addDialog.needFood')}</p>
      )}
    </div>
  );
}
