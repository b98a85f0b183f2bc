// The browser entry: checks the settings, starts translations, then renders the router.
import './lib/zod-without-eval';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app-router';
import { AppView } from './app-view';
import { followAccountLanguage } from './lib/account-language';
import { publicConfig } from './lib/config';
import { startDailyPing } from './lib/daily-ping';
import { browserTimeZoneSoon } from './lib/time-zone';
import { startLiveEvents } from './lib/live-events';
import { retryImport } from './lib/chunk-retry';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { hasKeptData } from './lib/kept-data-flag';
import { KEPT_PAGE_ATTRIBUTE } from './lib/worker-messages';
import { reactListens, replayEarlyClick } from './lib/early-clicks';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import { fridgeKeys, sessionKeys } from './lib/query-keys';
import { sessionQuery } from './lib/session';
import './styles.css';

const queryClient = createQueryClient();

type AppRouter = ReturnType<typeof createAppRouter>;

/** The data kept on this device from an earlier visit, if there is any (a first visit loads nothing for it). */
async function restoreKeptData(): Promise<void> {
  if (!hasKeptData()) return;
  try {
    const { restoreCache } = await retryImport(() => import('./lib/persisted-cache'));
    await restoreCache(queryClient);
  } catch (error) {
    // Its code did not arrive: start without the kept data rather than not at all.
    console.warn('Kept data not restored', error);
  }
}

/** The data a page drawn on the server was drawn from: the app starts with it rather than ask again. */
function takeServedData(): void {
  const served = document.getElementById('app-data');
  if (!served?.textContent) return;
  const state = JSON.parse(served.textContent) as DehydratedState;
  // A page the server drew for this visit was read as it opened, by this device's clock whatever the
  // server's says: a form starts only from data read since the app opened (read-since-opening.ts), and with
  // the server's clock behind the phone's the form the server drew would vanish as the app took it over.
  // A page the worker kept from an earlier visit keeps its time: the data kept on the device since is newer.
  if (!document.documentElement.hasAttribute(KEPT_PAGE_ATTRIBUTE)) {
    for (const { state: query } of state.queries) {
      if (query.dataUpdatedAt > 0)
        query.dataUpdatedAt = Math.max(query.dataUpdatedAt, performance.timeOrigin);
    }
  }
  hydrate(queryClient, state);
  served.remove();
}

/** Runs `start` once, as soon as someone is signed in (now, from kept data, or later). */
function whenSignedIn(start: () => void): void {
  let started = false;
  const check = () => {
    if (started || !queryClient.getQueryData(sessionQuery.queryKey)) return;
    started = true;
    unsubscribe();
    start();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  check();
}

/** The translation namespaces the screen at the address opened declares (its routes' staticData). */
function firstScreenNamespaces(router: AppRouter): string[] {
  const matches = router.matchRoutes(router.latestLocation);
  return [...new Set(matches.flatMap((m) => m.staticData.namespaces ?? []))];
}

let running = false;

/** What runs for as long as the app is open; started once, when the first screen is drawn (see below). */
function startRunning(router: AppRouter): void {
  if (running) return;
  running = true;
  followAccountLanguage(queryClient);
  whenSignedIn(
    () =>
      void retryImport(() => import('./start-signed-in')).then(
        (m) => m.startSignedIn(queryClient),
        (error: unknown) => console.warn('Offline keeping and sending not started', error),
      ),
  );
  startDailyPing(queryClient);
  startLiveEvents(queryClient, () => void router.navigate({ to: '/prizes' }));
}

async function start(root: HTMLElement): Promise<void> {
  try {
    publicConfig();
  } catch (error) {
    // Without valid settings nothing can work; say so plainly instead of rendering a broken app.
    root.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  // A page the server drew (the prerendered home page, a screen drawn for the user asking) is taken over as
  // it is (hydrated), from the data it was drawn from and in its language; the page the service worker
  // keeps is empty, and the app draws the screen in it (ADR 030).
  const drawn = root.hasChildNodes();
  // A page the worker kept from an earlier visit (opened without the server) is taken over from the data it
  // was drawn from; the newer data kept on the device follows once it is the app's, as any update does.
  const keptPage = document.documentElement.hasAttribute(KEPT_PAGE_ATTRIBUTE);
  // The device's time zone is found by a worker first, which loads the browser's calendars off the main
  // thread for the whole page (lib/time-zone.ts): the first screen is read and drawn once it has answered, or
  // after two seconds without an answer (the app then asks the browser itself).
  const zoneFound = Promise.race([browserTimeZoneSoon(), new Promise((wait) => setTimeout(wait, 2000))]);
  // The first screen's code, data and texts are asked for at once rather than one after the other, and it
  // is drawn when they are there. The routes read the session, so the kept one is restored first (older
  // than the data a page came with, it does not replace it).
  // Between the steps the phone gets its main thread back (a tap on the drawn page is noted meanwhile). The
  // libraries' own start and the making of the router (its tree of routes: two fifths of the task they made
  // together, 170 ms at 4× slowdown on a server-drawn /fridge) are tasks of their own too.
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  takeServedData();
  await nextTask();
  await Promise.all([
    initI18n(firstScreenNamespaces(router), drawn ? document.documentElement.lang : undefined),
    Promise.all([keptPage ? undefined : restoreKeptData(), zoneFound])
      .then(nextTask)
      .then(() => router.load()),
  ]);
  await nextTask();
  const onDrawn = () => {
    // What changes the data or the language while the page is being taken over would make React throw the
    // server's page away: following the account's language, the sending, the daily ping and the live events
    // start once it is the app's (a page the server drew is in the account's language already).
    // (Keeping the data on the device starts after that: not from the kept page's older data.)
    if (keptPage) void restoreKeptData().then(() => startRunning(router));
    else startRunning(router);
    replayEarlyClick(root);
  };
  const app = <AppView queryClient={queryClient} router={router} onDrawn={onDrawn} />;
  // The router leaves out the boundary it puts around the screens only for a page it knows came from the
  // server (`ssr`, which its own server rendering would set): the server drew none.
  if (drawn) router.ssr = { manifest: undefined };
  // As a transition, the first render yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread in one long task.
  startTransition(() => {
    if (!drawn) {
      createRoot(root).render(app);
      return;
    }
    hydrateRoot(root, app);
    reactListens();
  });
}

void start(document.getElementById('root')!);

// The service worker keeps the app on the device for offline use and shows reminders pushed to it.
// Development runs without it (it registers when notifications are turned on); when its buttons change an
// item, the fridge and the points are read again. A new version takes over at the next launch, and says so.
if (import.meta.env.PROD) {
  registerServiceWorker(() => {
    void queryClient.invalidateQueries({ queryKey: fridgeKeys.all() });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
  });
  // Only a page a worker is in charge of can have been updated: a first visit does not load the check.
  const announce = () =>
    navigator.serviceWorker?.controller && void import('./lib/app-update').then((m) => m.announceUpdate());
  // Started after the page's load (the prerendered home page starts the app late), it announces at once.
  if (document.readyState === 'complete') announce();
  else window.addEventListener('load', announce, { once: true });
}
