// A whole shopping trip in one go: choose several foods (both types, searchable in either language, the ones
// recorded most often first), check each one's bag (the size last used for it) and the shared start day, and
// add them all with one tap, as one change that waits on the device when there is no signal.
import { useQuery } from '@tanstack/react-query';
import { addDays, isToday } from 'date-fns';
import { Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { api } from '@/client/lib/api';
import { formatLongDate, isoDay } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { fridgeKeys } from '@/client/lib/query-keys';
import { useSession } from '@/client/lib/session';
import { shelfLivesQuery } from '@/client/lib/shelf-lives';
import { toast } from '@/client/lib/toast';
import { BAG_SIZES } from '@/shared/constants';
import enFoods from '@/shared/locales/en/foods.json';
import itFoods from '@/shared/locales/it/foods.json';
import { useFridgeActions } from '../api/fridge-actions';
import { foodsQuery, type Food } from '../api/fridge-items';
import { habitsOf, inTripOrder, matchesSearch, rowFor, tripInputs, type TripRow } from '../lib/trip';
import { choiceClasses } from './choice-classes';
import { Avatar, FoodChoice } from './food-picker';
import { StartDateField } from './start-date-field';

/** How many of the user's latest items tell which foods they record most and in which bags. */
const HISTORY = 200;
const NAMES = [itFoods.names, enFoods.names] as Record<string, string>[];

interface TripDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdded?(): void;
}

export function TripDialog({ open, onOpenChange, onAdded }: TripDialogProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
  const { data: user } = useSession();
  const actions = useFridgeActions();
  const { data: foods = [], isError } = useQuery({ ...foodsQuery, enabled: open });
  const history = useQuery({
    queryKey: fridgeKeys.history(user?.id),
    queryFn: () => api('get', '/api/fridge-items', { query: { order: 'created_at.desc', limit: HISTORY } }),
    enabled: open && Boolean(user?.id),
    staleTime: 60_000,
  });
  // The user's own shelf lives, where their reports taught one: the end and reminder the server will set.
  const shelfLives = useQuery({ ...shelfLivesQuery(user?.id), enabled: open && Boolean(user?.id) });
  const withOwnShelfLife = (food: Food): Food => {
    const learned = shelfLives.data?.find((l) => l.foodId === food.id);
    return learned ? { ...food, expiresWithBagDays: learned.days } : food;
  };
  const [step, setStep] = useState<'choose' | 'bags'>('choose');
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<TripRow[]>([]);
  const [startDate, setStartDate] = useState(() => isoDay(new Date()));
  const [saving, setSaving] = useState(false);
  const lang = currentLanguage();
  const nameOf = (food: Food) =>
    t(`foods:names.${food.slug}` as 'foods:names.pears', { defaultValue: food.name });
  const habits = useMemo(() => habitsOf(history.data ?? []), [history.data]);
  const collator = new Intl.Collator(lang);
  const ordered = inTripOrder(foods, habits, (a, b) => collator.compare(nameOf(a), nameOf(b)));
  const shown = ordered.filter((food) =>
    matchesSearch([food.name, food.slug, ...NAMES.map((names) => names[food.slug] ?? '')], query),
  );
  const chosen = new Set(rows.map((row) => row.food.id));
  const [y, m, d] = startDate.split('-').map(Number);
  const start = new Date(y!, m! - 1, d!);

  function close() {
    onOpenChange(false);
    setStep('choose');
    setQuery('');
    setRows([]);
    setStartDate(isoDay(new Date()));
  }

  function toggle(food: Food) {
    setRows(
      chosen.has(food.id) ? rows.filter((r) => r.food.id !== food.id) : [...rows, rowFor(food, habits)],
    );
  }

  async function save() {
    setSaving(true);
    try {
      const inputs = tripInputs(rows, isToday(start) ? 'today' : start);
      const added = await actions.trip(
        rows.map((row, i) => ({ input: inputs[i]!, food: withOwnShelfLife(row.food) })),
      );
      if (!added) throw new Error('no user');
      close();
      onAdded?.();
    } catch {
      toast.error(t('addDialog.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('trip.title')}
      description={step === 'choose' ? t('trip.chooseHint') : t('trip.bagsHint')}
      closeLabel={t('addDialog.close')}
    >
      {step === 'choose' ? (
        <div className="space-y-3">
          <label className="flex min-h-11 items-center gap-2 rounded-2xl border border-slate-300 bg-white px-3 focus-within:border-brand-700">
            <Search aria-hidden="true" className="h-5 w-5 text-slate-500" />
            <span className="sr-only">{t('trip.search')}</span>
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('trip.searchPlaceholder')}
              className="min-h-11 flex-1 bg-transparent outline-none"
            />
          </label>
          {isError ? <p role="alert">{t('addDialog.foodsError')}</p> : null}
          {shown.length === 0 && foods.length > 0 ? (
            <p className="p-4 text-center text-slate-700">{t('trip.noMatch')}</p>
          ) : null}
          <ul className="max-h-[45vh] divide-y divide-slate-100 overflow-y-auto" aria-label={t('trip.foods')}>
            {shown.map((food) => (
              <li key={food.id}>
                <FoodChoice
                  food={food}
                  name={nameOf(food)}
                  selected={chosen.has(food.id)}
                  onClick={() => toggle(food)}
                />
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button disabled={rows.length === 0} onClick={() => setStep('bags')}>
              {t('trip.next', { count: rows.length })}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <StartDateField label={t('trip.startDate')} value={start} onChange={setStartDate} />
          <ul className="space-y-3" aria-label={t('trip.rows')}>
            {rows.map((row, index) => {
              const name = nameOf(row.food);
              const reminder = addDays(start, withOwnShelfLife(row.food).expiresWithBagDays ?? 0);
              return (
                <li key={row.food.id} className="rounded-2xl border border-slate-200 p-3">
                  <div className="flex items-center gap-3">
                    <Avatar food={row.food} size={32} />
                    <span className="flex-1 font-semibold text-brand-900">{name}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('trip.remove', { food: name })}
                      onClick={() => setRows(rows.filter((_, i) => i !== index))}
                    >
                      <X aria-hidden="true" className="h-5 w-5" />
                    </Button>
                  </div>
                  <div className="mt-2 flex gap-2" role="group" aria-label={t('trip.bagOf', { food: name })}>
                    {BAG_SIZES.map((size) => (
                      <button
                        key={size}
                        type="button"
                        aria-pressed={row.bagSize === size}
                        className={choiceClasses(row.bagSize === size)}
                        onClick={() =>
                          setRows(rows.map((r, i) => (i === index ? { ...r, bagSize: size } : r)))
                        }
                      >
                        {size}
                      </button>
                    ))}
                  </div>
                  <p className="mt-2 text-sm text-slate-700">
                    {t('addDialog.defaultReminder', { date: formatLongDate(reminder, lang) })}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => setStep('choose')}>
              {t('addDialog.back')}
            </Button>
            <Button disabled={saving || rows.length === 0} aria-busy={saving} onClick={() => void save()}>
              {saving ? t('addDialog.saving') : t('trip.save', { count: rows.length })}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
