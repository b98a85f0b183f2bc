// The add form's food picker: a button showing the choice, opening a dialog with fruit / vegetable
// tabs and the foods of each, with their pictures, in the alphabetical order of the user's language.
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Dialog } from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { currentLanguage } from '@/client/lib/i18n';
import { foodsQuery, type Food } from '../api/fridge-items';

const TYPES = ['fruit', 'vegetable'] as const;
type FoodType = (typeof TYPES)[number];

export function Avatar({ food, size }: { food: Food; size: number }) {
  return food.imagePath ? (
    <img
      src={food.imagePath}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full bg-brand-50"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden="true"
      className="shrink-0 rounded-full bg-brand-50"
      style={{ width: size, height: size }}
    />
  );
}

/** A food of a list to choose from: its picture and name, pressed and ticked when chosen. */
export function FoodChoice({
  food,
  name,
  selected,
  onClick,
}: {
  food: Food;
  name: string;
  selected: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'flex min-h-11 w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-brand-50',
        selected && 'bg-brand-50 font-bold',
      )}
    >
      <Avatar food={food} size={40} />
      <span className="flex-1">{name}</span>
      {selected ? <Check aria-hidden="true" className="h-5 w-5 text-brand-700" /> : null}
    </button>
  );
}

export function FoodPicker({
  value,
  type,
  onChange,
}: {
  value: Food | null;
  /** The type chosen on the first step: the tab the picker opens on. */
  type: FoodType | null;
  onChange(food: Food): void;
}) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
  const { data: foods = [], isError } = useQuery(foodsQuery);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<FoodType>(type ?? 'fruit');
  const lang = currentLanguage();
  const nameOf = (food: Food) =>
    t(`foods:names.${food.slug}` as 'foods:names.pears', { defaultValue: food.name });
  const collator = new Intl.Collator(lang);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setTab(value?.type ?? type ?? 'fruit');
          setOpen(true);
        }}
        className="flex min-h-11 w-full items-center gap-3 rounded-2xl border border-slate-300 bg-white p-2 text-left hover:border-brand-700"
      >
        {value ? <Avatar food={value} size={40} /> : null}
        <span className={cn('flex-1', value ? 'font-semibold text-brand-900' : 'px-2 text-slate-700')}>
          {value ? nameOf(value) : t('addDialog.chooseFood')}
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-slate-500" />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('addDialog.pickerTitle')}
        closeLabel={t('addDialog.close')}
      >
        {isError ? <p role="alert">{t('addDialog.foodsError')}</p> : null}
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next as FoodType)}>
          <Tabs.List aria-label={t('fridge:tabs.label')} className="mb-3 flex gap-2">
            {TYPES.map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                className="min-h-11 rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
              >
                {t(`fridge:tabs.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TYPES.map((name) => {
            const shown = foods
              .filter((f) => f.type === name)
              .sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
            return (
              <Tabs.Content key={name} value={name}>
                {shown.length === 0 && !isError ? (
                  <p className="p-4 text-center text-slate-700">{t(`fridge:tabEmpty.${name}`)}</p>
                ) : null}
                <ul className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto">
                  {shown.map((food) => (
                    <li key={food.id}>
                      <FoodChoice
                        food={food}
                        name={nameOf(food)}
                        selected={value?.id === food.id}
                        onClick={() => {
                          onChange(food);
                          setOpen(false);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Dialog>
    </>
  );
}
