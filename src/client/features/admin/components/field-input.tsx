// One field of an admin's form, drawn for its kind: text, a number, a date and time, lines of steps, a switch,
// a choice, or the catalogue's foods to tick.
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/client/lib/use-translation';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { adminKeys } from '@/client/lib/query-keys';
import { catalogueFoods } from '../api/resources';
import type { FieldSpec, FormValues } from './fields';

const TEXTAREA =
  'min-h-24 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-red-600';
const WIDE = new Set<FieldSpec['kind']>(['textarea', 'lines', 'foods']);

interface FieldInputProps {
  field: FieldSpec;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  error?: string;
}

export function FieldInput({ field, control, register, error }: FieldInputProps) {
  const { t } = useTranslation('admin');
  const label = t(`fields.${field.name}`);
  const hint = t(`hints.${field.name}` as 'hints.slug', { defaultValue: '' }) || undefined;
  const wide = WIDE.has(field.kind) ? 'sm:col-span-2' : undefined;
  const extra = { ...(hint ? { hint } : {}), ...(error ? { error } : {}) };
  switch (field.kind) {
    case 'bool':
      return (
        <div className={wide}>
          <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register(field.name)} />
            {label}
          </label>
        </div>
      );
    case 'foods':
      return (
        <div className={wide}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: { value, onChange } }) => (
              <FoodChoice label={label} chosen={value as string[]} onChange={onChange} {...extra} />
            )}
          />
        </div>
      );
    case 'choice':
      return (
        <div className={wide}>
          <FormField label={label} {...extra}>
            <select
              className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600"
              {...register(field.name)}
            >
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {t(`options.${option}` as 'options.fruit')}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      );
    case 'textarea':
    case 'lines':
      return (
        <div className={wide}>
          <FormField label={label} {...extra}>
            <textarea className={TEXTAREA} rows={field.kind === 'lines' ? 4 : 3} {...register(field.name)} />
          </FormField>
        </div>
      );
    default:
      return (
        <div className={wide}>
          <FormField label={label} {...extra}>
            <Input
              {...register(field.name)}
              type={field.kind === 'instant' ? 'datetime-local' : 'text'}
              inputMode={field.kind === 'int' || field.kind === 'optionalInt' ? 'numeric' : undefined}
              autoComplete="off"
            />
          </FormField>
        </div>
      );
  }
}

/** The foods an idea uses, ticked from the catalogue (1 to 6). */
function FoodChoice(props: {
  label: string;
  chosen: string[];
  onChange(next: string[]): void;
  hint?: string;
  error?: string;
}) {
  // How many foods an idea names, said as the schema's own message says it.
  const { t } = useTranslation('validation');
  const { data: foods = [] } = useQuery({
    queryKey: adminKeys.resource('catalogue'),
    queryFn: catalogueFoods,
  });
  const errorId = 'idea-foods-error';
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{props.label}</legend>
      <p className="text-xs text-slate-600">{t('ideaFoods')}</p>
      <ul className="mt-2 grid grid-cols-2 gap-x-3 sm:grid-cols-3">
        {foods.map((food) => {
          const checked = props.chosen.includes(food.slug);
          return (
            <li key={food.slug}>
              <label className={cn('flex min-h-11 items-center gap-2 text-sm', checked && 'font-semibold')}>
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-brand-700"
                  checked={checked}
                  onChange={() =>
                    props.onChange(
                      checked ? props.chosen.filter((s) => s !== food.slug) : [...props.chosen, food.slug],
                    )
                  }
                />
                <span className="min-w-0 break-words">{food.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
