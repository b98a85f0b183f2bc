// The browser entry: checks the settings, starts translations, then renders the router.
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app-router';
import { followAccountLanguage } from './lib/account-language';
import { publicConfig } from './lib/config';
import { startDailyPing } from './lib/daily-ping';
import { startLiveEvents } from './lib/live-events';
import { retryImport } from './lib/chunk-retry';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { hasKeptData } from './lib/kept-data-flag';
import { replayEarlyClick } from './lib/early-clicks';
import { createQueryClient } from './lib/query-client';
import { fridgeKeys, sessionKeys } from './lib/query-keys';
import { sessionQuery } from './lib/session';
import './styles.css';

const queryClient = createQueryClient();

const router = createAppRouter(queryClient);

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
  hydrate(queryClient, JSON.parse(served.textContent) as DehydratedState);
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
function firstScreenNamespaces(): string[] {
  const matches = router.matchRoutes(router.latestLocation);
  return [...new Set(matches.flatMap((m) => m.staticData.namespaces ?? []))];
}

/** Calls `onDrawn` once the app has been drawn for the first time. */
function Drawn({ onDrawn, children }: { onDrawn(): void; children: ReactNode }) {
  useEffect(() => onDrawn(), [onDrawn]);
  return children;
}

async function start(root: HTMLElement): Promise<void> {
  try {
    publicConfig();
  } catch (error) {
    // Without valid settings nothing can work; say so plainly instead of rendering a broken app.
    root.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
  // The first screen's code, data and texts are asked for at once rather than one after the other, and it
  // is drawn when they are there: the home page, which arrives already drawn (prerendered at build time), is
  // drawn again in place without blinking, as is the fridge drawn on the server (from the data it was drawn
  // from). The routes read the session, so the kept one is restored first.
  takeServedData();
  await Promise.all([initI18n(firstScreenNamespaces()), restoreKeptData().then(() => router.load())]);
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
  // As a transition, the first render yields to the browser every few milliseconds instead of holding a
  // slow phone's main thread in one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Drawn onDrawn={() => replayEarlyClick(root)}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Drawn>
      </StrictMode>,
    ),
  );
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
