// The item detail: dates, freshness bonus, progress, reminders; eaten, thrown away (organic bin) or deleted
// after asking. Once thrown away it asks why (one tap); eaten near or after its end, whether it was still
// good: what the impact page counts and the user's shelf lives learn from. Either question can be skipped.
import { differenceInCalendarDays } from 'date-fns';
import { BellRing, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { freshnessBonusDays, progressColour, progressPercent } from '@/shared/freshness';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { formatLongDate } from '@/client/lib/dates';
import { currentLanguage } from '@/client/lib/i18n';
import { useFridgeActions } from '../api/fridge-actions';
import type { FridgeItem } from '../api/fridge-items';
import { DISCARD_REASONS } from '@/shared/constants';
import { useAddedBy } from './added-by';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const BAR = { green: 'bg-green-600', yellow: 'bg-yellow-400', red: 'bg-red-600' } as const;
/** Eaten from this long before its end on, the dialog asks whether it was still good. */
const ASK_STILL_GOOD_MS = 24 * 3600 * 1000;

/** Eaten near or after its end: was it still good? Before that the answer teaches nothing. */
export function asksStillGood(item: FridgeItem, now: Date): boolean {
  return now.getTime() >= new Date(item.endDatetime).getTime() - ASK_STILL_GOOD_MS;
}

export function ItemDetailDialog({ item, onClose }: { item: FridgeItem; onClose(): void }) {
  const { t } = useTranslation(['fridge-dialogs', 'fridge', 'foods']);
  const actions = useFridgeActions();
  const [after, setAfter] = useState<'binned' | 'eaten' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lang = currentLanguage();
  const name = t(`foods:names.${item.food.slug}` as 'foods:names.pears', { defaultValue: item.food.name });
  const start = new Date(item.startDatetime);
  const end = new Date(item.endDatetime);
  const now = new Date();
  const percent = Math.round(progressPercent(start, end, now));
  const bonus = freshnessBonusDays(item.food.expiresWithBagDays, item.food.expiresWithoutBagDays);
  const defaultReminder = item.reminders.find((r) => r.isDefault);
  const custom = item.reminders.filter((r) => !r.isDefault);
  const addedBy = useAddedBy(item);
  // Once it has left the fridge: the same food and bag again, from today, in one tap.
  const again = actions.again ? (
    <Button
      variant="outline"
      className="mt-3 w-full"
      onClick={() => {
        void actions.again!(item);
        onClose();
      }}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {t('detail.again', { food: name, size: item.bagSize })}
    </Button>
  ) : null;
  if (after === 'binned') {
    return (
      <Dialog
        open
        onOpenChange={() => onClose()}
        title={t('detail.binTitle')}
        description={t('detail.binText')}
        closeLabel={t('detail.close')}
      >
        <fieldset>
          <legend className="font-semibold">{t('feedback.reasonQuestion')}</legend>
          <div className="mt-2 grid gap-2">
            {DISCARD_REASONS.map((reason) => (
              <Button
                key={reason}
                variant="outline"
                className="w-full justify-start"
                onClick={() => {
                  void actions.feedback(item, { discardReason: reason });
                  onClose();
                }}
              >
                {t(`feedback.reasons.${reason}`)}
              </Button>
            ))}
          </div>
        </fieldset>
        {again}
        <Button variant="ghost" className="mt-3 w-full" onClick={onClose}>
          {t('detail.binDone')}
        </Button>
      </Dialog>
    );
  }
  if (after === 'eaten') {
    const answer = (stillGood: boolean) => {
      void actions.feedback(item, { stillGood });
      onClose();
    };
    return (
      <Dialog
        open
        onOpenChange={() => onClose()}
        title={t('feedback.stillGoodQuestion')}
        description={t('feedback.stillGoodWhy')}
        closeLabel={t('detail.close')}
      >
        <div className="grid gap-2">
          <Button className="w-full" onClick={() => answer(true)}>
            {t('feedback.yes')}
          </Button>
          <Button variant="outline" className="w-full" onClick={() => answer(false)}>
            {t('feedback.no')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={onClose}>
            {t('feedback.skip')}
          </Button>
        </div>
        {again}
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('detail.bag', { size: item.bagSize })}
      closeLabel={t('detail.close')}
    >
      <div className="space-y-4 text-sm">
        {bonus > 0 ? (
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            {t('detail.bonus', { count: bonus })}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t('detail.start')}</dt>
          <dd>{formatLongDate(start, lang)}</dd>
          <dt className="font-semibold">{t('detail.addedAt')}</dt>
          <dd>{formatLongDate(new Date(item.createdAt), lang)}</dd>
          {addedBy ? (
            <>
              <dt className="font-semibold">{t('detail.addedBy')}</dt>
              <dd>{addedBy}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t('detail.expires')}</dt>
          <dd>{formatLongDate(end, lang)}</dd>
          {defaultReminder ? (
            <>
              <dt className="font-semibold">{t('detail.defaultReminder')}</dt>
              <dd>{formatLongDate(new Date(defaultReminder.reminderDatetime), lang)}</dd>
            </>
          ) : null}
        </dl>
        <div>
          <p>{t('detail.daysIn', { count: Math.max(0, differenceInCalendarDays(now, start)) })}</p>
          <div
            className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={t('fridge:tile.progress', { percent })}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className={cn('h-full rounded-full', BAR[progressColour(percent)])}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        {custom.length > 0 ? (
          <section>
            <h3 className="font-semibold">{t('detail.customReminders')}</h3>
            <ul className="mt-1 space-y-1">
              {custom.map((r) => {
                const date = formatLongDate(new Date(r.reminderDatetime), lang);
                return (
                  <li
                    key={r.id}
                    className="flex items-center justify-between rounded-xl bg-brand-50 px-3 py-1"
                  >
                    {r.isSnooze ? `${t('detail.snoozeReminder')}: ${date}` : date}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('detail.removeReminder', { date })}
                      onClick={() => void actions.removeReminder(item, r.id)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            void actions.snooze(item);
            onClose();
          }}
        >
          <BellRing aria-hidden="true" className="h-4 w-4" />
          {t('detail.snooze')}
        </Button>
        <div className="grid grid-cols-3 gap-2">
          <Button
            onClick={() => {
              void actions.change(item, 'consume');
              if (asksStillGood(item, new Date())) setAfter('eaten');
              else onClose();
            }}
          >
            {t('detail.consumed')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              void actions.change(item, 'discard');
              setAfter('binned');
            }}
          >
            {t('detail.discarded')}
          </Button>
          <Button variant="dangerGhost" onClick={() => setConfirming(true)}>
            {t('detail.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        name={name}
        busy={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.change(item, 'delete');
          onClose();
        }}
      />
    </Dialog>
  );
}
