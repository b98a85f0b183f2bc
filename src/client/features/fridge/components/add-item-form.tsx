// Step 1 of adding: the food, the bag, the day, and the reminders (which need a food first).
import { useQuery } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { BAG_SIZES, type BagSize } from '@/shared/constants';
import { CUSTOM_REMINDER_DAYS, type CustomReminderDays } from '@/shared/schemas/fridge';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { foodsQuery, type Food } from '../api/fridge-items';

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
  const { data: foods = [] } = useQuery(foodsQuery);
  const lang = currentLanguage();
  const shown = foods.filter((f) => !draft.type || f.type === draft.type);
  const start = startOf(draft);

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.food')}</legend>
        <div
          role="radiogroup"
          aria-label={t('addDialog.chooseFood')}
          className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto"
        >
          {shown.map((food) => (
            <button
              key={food.id}
              type="button"
              role="radio"
              aria-checked={draft.food?.id === food.id}
              onClick={() => onChange({ ...draft, food })}
              className={cn(
                'flex flex-col items-center rounded-xl border p-1 text-xs',
                draft.food?.id === food.id ? 'border-brand-700 bg-brand-50 font-bold' : 'border-slate-200',
              )}
            >
              {food.imagePath ? (
                <img src={food.imagePath} alt="" width={40} height={40} className="h-10 w-10" />
              ) : null}
              {t(`foods:names.${food.slug}` as 'foods:names.pears', { defaultValue: food.name })}
            </button>
          ))}
        </div>
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
      <label className="block space-y-1">
        <span className="text-sm font-semibold text-slate-800">{t('addDialog.startDate')}</span>
        <Input
          type="date"
          value={draft.startDate}
          onChange={(e) => e.target.value && onChange({ ...draft, startDate: e.target.value })}
        />
      </label>
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
