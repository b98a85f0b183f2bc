// The add-item flow: instructions and fruit/vegetable choice, the form, the summary (guests: the food is kept on
// the device and they go to /signup; it is added once the account exists).
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Steps } from '@/client/components/ui/steps';
import { useBackButton } from '@/client/lib/back-button';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useSession } from '@/client/lib/session';
import { calendarDaysBetween } from '@/shared/zoned-time';
import { useFridgeActions } from '../api/fridge-actions';
import { keepPreparedItem } from '@/client/lib/prepared-item';
import {
  addInputOf,
  deviceTimeZone,
  emptyDraft,
  preparedFrom,
  reminderOptions,
  startOf,
  startsToday,
  withLearnedShelfLife,
  type Draft,
} from '../lib/draft';
import { shelfLivesQuery } from '@/client/lib/shelf-lives';
import { LearnedShelfLife } from './learned-shelf-life';
import { AddItemForm } from './add-item-form';
import { InfoDialogButton } from './info-dialog-button';

const STEPS = ['1', '2', '3'] as const;
const GALLERY = ['1', '2', '3', '4'] as const;

interface AddItemDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Once an item is saved (on this device at least). */
  onAdded?(): void;
}

export function AddItemDialog({ open, onOpenChange, onAdded }: AddItemDialogProps) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
  const actions = useFridgeActions();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const [step, setStep] = useState(0);
  const [chosen, setDraft] = useState<Draft>(() => emptyDraft());
  // The user's own shelf life for the chosen food, where their reports taught one; read while the dialog is
  // open (it stays mounted once used), so a change that taught another is read for it when it opens again.
  const shelfLives = useQuery({ ...shelfLivesQuery(user?.id), enabled: open && Boolean(user?.id) });
  const { draft, learned } = withLearnedShelfLife(chosen, shelfLives.data);
  const [saving, setSaving] = useState(false);
  const lang = currentLanguage();
  const guest = Boolean(user?.isAnonymous);
  // The phone's Back goes back a step, keeping what was entered; from the first step it closes the dialog.
  useBackButton(open && step >= 1, () => setStep(0));
  useBackButton(open && step >= 2, () => setStep(1));

  function close() {
    onOpenChange(false);
    setStep(0);
    setDraft(emptyDraft());
  }

  async function save() {
    if (!draft.food) return;
    setSaving(true);
    try {
      const added = await actions.add(addInputOf({ ...draft, food: draft.food }), draft.food);
      if (!added) throw new Error('no user');
      close();
      onAdded?.();
    } catch {
      toast.error(t('addDialog.failed'));
    } finally {
      setSaving(false);
    }
  }

  const start = startOf(draft);
  const today = startsToday(draft);
  const now = new Date();
  const timeZone = deviceTimeZone();
  const custom = reminderOptions(draft, now, timeZone).find((o) => o.days === draft.customReminderDays);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('addDialog.title')}
      description={t('addDialog.stepLabel', { current: step + 1, total: 3 })}
      closeLabel={t('addDialog.close')}
    >
      {step === 0 ? (
        <div className="space-y-4">
          <Steps steps={STEPS.map((s) => t(`fridge:instructions.steps.${s}`))} />
          <div className="flex items-center gap-2">
            <div className="grid flex-1 grid-cols-4 gap-2" aria-hidden="true">
              {[1, 2, 3, 4].map((n) => (
                <img
                  key={n}
                  src={`/images/help/bags_step_${n}.svg`}
                  alt=""
                  width={240}
                  height={160}
                  className="h-auto w-full rounded-lg bg-brand-50"
                />
              ))}
            </div>
            <InfoDialogButton
              label={t('gallery.open')}
              title={t('gallery.title')}
              closeLabel={t('gallery.close')}
              steps={{ namespace: 'fridge-dialogs', keys: GALLERY.map((s) => `gallery.steps.${s}` as const) }}
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('addDialog.chooseType')}</legend>
            <div className="flex gap-2">
              {(['fruit', 'vegetable'] as const).map((type) => (
                <Button
                  key={type}
                  variant={draft.type === type ? 'primary' : 'outline'}
                  aria-pressed={draft.type === type}
                  onClick={() =>
                    setDraft({ ...draft, type, food: draft.food?.type === type ? draft.food : null })
                  }
                >
                  {t(`fridge:tabs.${type}`)}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center justify-between">
            <Link
              to="/"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
              onClick={close}
            >
              {t('addDialog.home')}
            </Link>
            <Button disabled={!draft.type} onClick={() => setStep(1)}>
              {t('addDialog.next')}
            </Button>
          </div>
        </div>
      ) : null}
      {step === 1 ? (
        <div className="space-y-4">
          <AddItemForm draft={draft} learned={learned} onChange={setDraft} />
          <div className="flex justify-between">
            <Button variant="outline" onClick={() => setStep(0)}>
              {t('addDialog.back')}
            </Button>
            <Button disabled={!draft.food} onClick={() => setStep(2)}>
              {t('addDialog.next')}
            </Button>
          </div>
        </div>
      ) : null}
      {step === 2 && draft.food ? (
        <div className="space-y-4">
          <h3 className="font-semibold text-brand-900">{t('addDialog.summary')}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t('addDialog.summaryFood')}</dt>
            <dd>
              {t(`foods:names.${draft.food.slug}` as 'foods:names.pears', { defaultValue: draft.food.name })}
            </dd>
            <dt className="font-semibold">{t('addDialog.summaryBag')}</dt>
            <dd>{draft.bagSize}</dd>
            <dt className="font-semibold">{t('addDialog.summaryStart')}</dt>
            <dd>{today ? t('addDialog.today') : formatLongDate(start, lang)}</dd>
            <dt className="font-semibold">{t('addDialog.summaryDefault')}</dt>
            <dd>
              {formatLongDate(addDays(start, draft.food.expiresWithBagDays ?? 0), lang)}
              <LearnedShelfLife learned={learned} />
            </dd>
            {custom ? (
              <>
                <dt className="font-semibold">{t('addDialog.summaryCustom')}</dt>
                <dd>
                  {t('addDialog.inDays', {
                    date: formatLongDate(custom.at, lang),
                    count: calendarDaysBetween(now, custom.at, timeZone),
                  })}
                </dd>
              </>
            ) : null}
          </dl>
          {guest ? (
            <div className="space-y-1 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
              <p>{t('addDialog.guestCall')}</p>
              <p className="font-semibold">{t('addDialog.guestKept')}</p>
            </div>
          ) : null}
          <div className="flex justify-between">
            <Button variant="outline" onClick={() => setStep(1)}>
              {t('addDialog.back')}
            </Button>
            {guest ? (
              <Button
                onClick={() => {
                  // Kept on the device, added once the account exists (lib/hand-over.ts).
                  if (chosen.food) keepPreparedItem(preparedFrom({ ...chosen, food: chosen.food }));
                  close();
                  void navigate({ to: '/signup' });
                }}
              >
                {t('addDialog.guestButton')}
              </Button>
            ) : (
              <Button disabled={saving} aria-busy={saving} onClick={() => void save()}>
                {saving ? t('addDialog.saving') : t('addDialog.save')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
