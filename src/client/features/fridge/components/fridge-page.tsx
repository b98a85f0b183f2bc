// /fridge: shelves of 3 tiles with tabs all / fruit / vegetable; adding needs a user (the auth dialog asks).
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, Plus, Refrigerator, ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { PageHeading } from '@/client/components/ui/page-heading';
import { Steps } from '@/client/components/ui/steps';
import { requireAuth } from '@/client/lib/auth-dialog';
import { cn } from '@/client/lib/cn';
import { readCookie, writeCookie } from '@/client/lib/device-cookies';
import { useSession } from '@/client/lib/session';
import { ApiError } from '@/client/lib/api';
import { retryImport } from '@/client/lib/chunk-retry';
import { type FridgeItem } from '../api/fridge-items';
import { useShownItems } from '../api/outbox-view';
import { FridgeIdeas } from './fridge-ideas';
import { FridgeItemRow } from './fridge-item-row';
import { FridgeTile, isShowable } from './fridge-tile';
import { InfoDialogButton } from './info-dialog-button';
import { shouldOfferPush } from '../lib/push-prompt';

// The dialogs' code is loaded when one is first opened (or about to be), not with the screen. For offline use
// the service worker keeps it from its install on, with the rest of the app.
const loadAddDialog = () => retryImport(() => import('./add-item-dialog'));
const loadDetailDialog = () => retryImport(() => import('./item-detail-dialog'));
const AddItemDialog = lazy(() => loadAddDialog().then((m) => ({ default: m.AddItemDialog })));
const preloadAddDialog = () => void loadAddDialog().catch(() => undefined);
const loadTripDialog = () => retryImport(() => import('./trip-dialog'));
const TripDialog = lazy(() => loadTripDialog().then((m) => ({ default: m.TripDialog })));
const preloadTripDialog = () => void loadTripDialog().catch(() => undefined);
const ItemDetailDialog = lazy(() => loadDetailDialog().then((m) => ({ default: m.ItemDetailDialog })));
const PushPromptCard = lazy(() =>
  retryImport(() => import('./push-prompt-card')).then((m) => ({ default: m.PushPromptCard })),
);

const TABS = ['all', 'fruit', 'vegetable'] as const;
const STEPS = ['1', '2', '3'] as const;
const HOW_TO = ['1', '2', '3', '4', '5', '6'] as const;
const PER_SHELF = 3;
const VIEWS = [
  { name: 'shelves', icon: LayoutGrid },
  { name: 'list', icon: List },
] as const;
type View = (typeof VIEWS)[number]['name'];
const VIEW_COOKIE = 'fridge-view';

const viewChanges = new Set<() => void>();

function onViewChange(listener: () => void): () => void {
  viewChanges.add(listener);
  return () => viewChanges.delete(listener);
}

const keptView = (): View => (readCookie(VIEW_COOKIE) === 'list' ? 'list' : 'shelves');

/**
 * The shelves or the list, as the user last chose on this device. The choice is kept in a cookie, so the
 * server draws the same view and the app takes it over unchanged.
 */
function useView(): [View, (view: View) => void] {
  const view = useSyncExternalStore(onViewChange, keptView, keptView);
  const choose = (next: View) => {
    writeCookie(VIEW_COOKIE, next);
    for (const listener of viewChanges) listener();
  };
  // A choice kept in local storage by an earlier version of the app is moved to the cookie, once.
  useEffect(() => {
    const earlier = localStorage.getItem(VIEW_COOKIE);
    if (earlier === null) return;
    localStorage.removeItem(VIEW_COOKIE);
    if (earlier === 'list' && readCookie(VIEW_COOKIE) === null) choose('list');
  }, []);
  return [view, choose];
}

/** What went wrong, in the user's language: the server's (or the connection's) message. */
function loadFailure(error: Error): string {
  return error.cause instanceof ApiError ? error.cause.message : error.message;
}

/** The fridge; `idea` names an idea a reminder linked to, shown over it until closed. */
export function FridgePage({ idea, onIdeaClosed }: { idea?: string; onIdeaClosed?: () => void } = {}) {
  const { t } = useTranslation('fridge');
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const items = useShownItems(user?.id);
  const stored = items.shown.filter((i) => i.state === 'stored' && isShowable(i));
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [adding, setAdding] = useState(false);
  const [addUsed, setAddUsed] = useState(false);
  if (adding && !addUsed) setAddUsed(true);
  const [view, setView] = useView();
  const [offeringPush, setOfferingPush] = useState(false);
  // The item stays on screen while its dialog is open, even after it leaves the fridge (thrown away).
  const [opened, setOpened] = useState<FridgeItem | null>(null);
  const openAdd = () => void requireAuth(queryClient, () => setAdding(true));
  // A shopping trip adds at once: for accounts (a guest's add waits for the account, one food at a time).
  const [tripping, setTripping] = useState(false);
  const [tripUsed, setTripUsed] = useState(false);
  if (tripping && !tripUsed) setTripUsed(true);
  const canTrip = Boolean(user && !user.isAnonymous);
  // Beside the title: the floating corner is the add button's, and the toasts' beside it.
  const tripButton = canTrip ? (
    <Button
      variant="outline"
      onClick={() => setTripping(true)}
      onPointerEnter={preloadTripDialog}
      onFocus={preloadTripDialog}
    >
      <ShoppingBasket aria-hidden="true" className="h-5 w-5" />
      {t('trip.open')}
    </Button>
  ) : null;
  const shown = stored.filter((i) => tab === 'all' || i.food.type === tab);
  const shelves = Array.from({ length: Math.ceil(shown.length / PER_SHELF) }, (_, s) =>
    shown.slice(s * PER_SHELF, s * PER_SHELF + PER_SHELF),
  );
  const now = new Date();
  const open = (item: FridgeItem) => void requireAuth(queryClient, () => setOpened(item));

  return (
    <>
      <PageHeading title={t('title')} action={tripButton} />
      {items.isError ? <Alert>{`${t('loadError')}: ${loadFailure(items.error)}`}</Alert> : null}
      {offeringPush ? (
        <Suspense fallback={null}>
          <PushPromptCard onClose={() => setOfferingPush(false)} />
        </Suspense>
      ) : null}
      {stored.length === 0 && !items.isLoading ? (
        <div className="flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm">
          <Refrigerator aria-hidden="true" className="h-12 w-12 text-brand-700" />
          <p className="mt-3 font-semibold">{t('empty')}</p>
          <Button
            className="mt-4"
            onClick={openAdd}
            onPointerEnter={preloadAddDialog}
            onFocus={preloadAddDialog}
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('emptyAction')}
          </Button>
        </div>
      ) : null}
      {stored.length > 0 ? (
        <section>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  onClick={() => setTab(name)}
                  className={cn(
                    'min-h-11 rounded-full px-4 py-2 text-sm font-semibold',
                    tab === name ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 shadow-sm',
                  )}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            <div role="group" aria-label={t('views.label')} className="flex rounded-full bg-white shadow-sm">
              {VIEWS.map(({ name, icon: Icon }) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={view === name}
                  aria-label={t(`views.${name}`)}
                  title={t(`views.${name}`)}
                  onClick={() => setView(name)}
                  className={cn(
                    'flex h-11 w-11 items-center justify-center rounded-full',
                    view === name ? 'bg-brand-700 text-white' : 'text-slate-700',
                  )}
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </button>
              ))}
            </div>
          </div>
          <div role="tabpanel" className="space-y-3">
            {shown.length === 0 ? (
              <p className="rounded-2xl bg-white p-4 text-center shadow-sm">{t(`tabEmpty.${tab}`)}</p>
            ) : null}
            {view === 'list' && shown.length > 0 ? (
              <ul className="space-y-2">
                {shown.map((item) => (
                  <FridgeItemRow key={item.id} item={item} onOpen={() => open(item)} />
                ))}
              </ul>
            ) : null}
            {view === 'shelves' &&
              shelves.map((shelf, index) => (
                <div key={index} className="grid grid-cols-3 gap-3 border-b-8 border-brand-200 pb-3">
                  {shelf.map((item) => (
                    <FridgeTile key={item.id} item={item} now={now} onOpen={() => open(item)} />
                  ))}
                </div>
              ))}
          </div>
          <Button
            size="icon"
            className="fixed right-5 bottom-24 z-20 h-14 w-14 shadow-lg"
            aria-label={t('add')}
            onClick={openAdd}
            onPointerEnter={preloadAddDialog}
            onFocus={preloadAddDialog}
          >
            <Plus aria-hidden="true" className="h-7 w-7" />
          </Button>
        </section>
      ) : null}
      <FridgeIdeas stored={stored} idea={idea} onIdeaClosed={onIdeaClosed} />
      <section
        aria-labelledby="fridge-instructions"
        // Room below for the add button (fixed at the bottom right): at the end of the page it sits under
        // the card, not over its steps.
        className={cn('mt-6 rounded-3xl bg-white p-6 shadow-sm', stored.length > 0 && 'mb-12')}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="fridge-instructions" className="text-lg font-semibold text-brand-900">
            {t('instructions.title')}
          </h2>
          <InfoDialogButton
            label={t('howTo.open')}
            title={t('howTo.title')}
            closeLabel={t('howTo.close')}
            // The how-to reuses the help pages' fridge guide.
            steps={{ namespace: 'help', keys: HOW_TO.map((s) => `fridge.steps.${s}` as const) }}
          />
        </div>
        <Steps steps={STEPS.map((s) => t(`instructions.steps.${s}`))} />
      </section>
      {addUsed ? (
        <Suspense fallback={null}>
          <AddItemDialog
            open={adding}
            onOpenChange={setAdding}
            // Phone notifications are offered once the fridge holds something to be reminded of.
            onAdded={() => setOfferingPush(shouldOfferPush(stored.length))}
          />
        </Suspense>
      ) : null}
      {tripUsed ? (
        <Suspense fallback={null}>
          <TripDialog
            open={tripping}
            onOpenChange={setTripping}
            onAdded={() => setOfferingPush(shouldOfferPush(stored.length))}
          />
        </Suspense>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <ItemDetailDialog
            item={stored.find((i) => i.id === opened.id) ?? opened}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
