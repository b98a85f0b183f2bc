// Step 2 of adding: the food, the bag, the day, and the reminders (which need a food first).
import { addDays } from 'date-fns';
import { useTranslation } from '@/client/lib/use-translation';
import { BAG_SIZES } from '@/shared/constants';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import type { ShelfLife } from '../api/fridge-items';
import { LearnedShelfLife } from './learned-shelf-life';
import { deviceTimeZone, reminderOptions, startOf, withAvailableReminder, type Draft } from '../lib/draft';
import { choiceClasses } from './choice-classes';
import { FoodPicker } from './food-picker';
import { StartDateField } from './start-date-field';
import { ReminderChoices } from './reminder-choices';

interface AddItemFormProps {
  draft: Draft;
  /** The user's own shelf life for the chosen food, to explain the end date; null where the catalogue's stands. */
  learned: ShelfLife | null;
  onChange(d: Draft): void;
}

export function AddItemForm({ draft, learned, onChange }: AddItemFormProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
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
      <StartDateField
        label={t('addDialog.startDate')}
        value={start}
        onChange={(startDate) => update({ ...draft, startDate })}
      />
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
