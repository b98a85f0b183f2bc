// The service worker, served at /sw.js (scope /): keeps the whole built app on the device so it opens without
// a signal (online, a page opens as the server draws it), shows pushed reminders, and sends the queue of fridge
// changes when the network is back.
// Built by vite-plugin-pwa (injectManifest), which puts the build's file list in `self.__WB_MANIFEST`.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { FOOD_SLUGS, foodImagePath } from '@/shared/food-catalogue';
import { SERVER_PATH } from '@/shared/server-paths';
import { versionOf, type ManifestEntry } from './app-version';
import { isOutboxSync, syncOutbox } from './outbox-sync';
import { forgetKeptPages, keepPage, keptPage } from './kept-pages';
import { FORGET_ACCOUNT } from '../lib/worker-messages';
import { PICTURES_CACHE, forgetPictures, picturesStrategy, isPublicPicture } from './pictures';
import { handleNotificationClick, handlePush, handleSubscriptionChange } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (ManifestEntry | string)[];
};

/** Background Sync's event (not yet in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const manifest = self.__WB_MANIFEST;
const VERSION = versionOf(manifest);

// Every built file, fetched at install and answered from the device afterwards; a new build's list replaces
// the old one when its worker activates.
// `/` is not the kept index.html: it is a navigation like any other (below), answered with the drawn home page.
precacheAndRoute(manifest, { directoryIndex: '' });
cleanupOutdatedCaches();

// Any address of the app opens the page the server draws with the user's data, asked for as the worker starts
// (navigation preload), and a copy of it is kept; offline, or when it has not come within NAVIGATION_WAIT_MS
// on a poor signal, the copy kept today opens instead (kept-pages.ts), else the kept index.html (the router
// takes it from there, with the data kept on the device). The server's own paths never do.
const NAVIGATION_WAIT_MS = 1500;
const keptApp = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const event = options.event as FetchEvent;
      return (await drawnPage(event)) ?? (await keptPage(event.request.url)) ?? keptApp(options);
    },
    { denylist: [SERVER_PATH] },
  ),
);

// The server's own paths opened as pages (an OpenID provider sending the browser back, a calendar feed, an
// e-mail's link): the answer navigation preload has already asked for. Left to the browser, the same address
// would be asked a second time, and an OpenID callback's one-time code and state, used by the first, fail the
// second: the user landed on an error instead of signed in. Only GET navigations are preloaded.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && SERVER_PATH.test(url.pathname),
  async ({ event, request }) =>
    (await Promise.resolve((event as FetchEvent).preloadResponse as Promise<Response | undefined>)) ??
    fetch(request),
  'GET',
);

/** The server's page for this navigation, if it comes in time and is one (not an error, nor a redirect). */
async function drawnPage(event: FetchEvent): Promise<Response | undefined> {
  const asked = Promise.resolve(event.preloadResponse as Promise<Response | undefined>)
    .then((preloaded) => preloaded ?? fetch(event.request))
    .catch(() => undefined);
  // Left waiting when too slow: settled in the background, so the browser does not cancel it as unused; a
  // copy is kept for the next visit without the server.
  event.waitUntil(
    asked.then((page) => page && keepPage(event.request.url, page.clone())).catch(() => undefined),
  );
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS));
  const page = await Promise.race([asked, late]);
  return page?.ok && page.headers.get('content-type')?.startsWith('text/html') ? page : undefined;
}

// Food and prize pictures from the public bucket: shown from the device, refreshed in the background.
registerRoute(({ url, request }) => isPublicPicture(url, request, self.location.origin), picturesStrategy);

// The browser tests call these inside the real worker, by these names.
Object.assign(self, { handlePush, handleNotificationClick, handleSubscriptionChange, syncOutbox });

self.addEventListener('install', (event) => {
  // The catalogue's pictures too, so every screen has them offline after one visit. No skipWaiting: a new
  // version waits until the app is next launched, never replacing the code under an open form.
  event.waitUntil(warmPictures());
});

self.addEventListener('activate', (event) => {
  // Only reached with no window left on an older version (or none at all): taking them is safe. Navigation
  // preload asks the server for a page while the worker is starting, rather than after. The pages kept by an
  // earlier version go with it.
  event.waitUntil(
    Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable(), forgetKeptPages()]),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'version') event.ports[0]?.postMessage({ type: 'version', version: VERSION });
  if (data?.type === FORGET_ACCOUNT) {
    // Answered once the account's pictures are gone; the catalogue's, everyone's, are fetched again after.
    const forget = forgetPictures().then(() => event.ports[0]?.postMessage({ type: FORGET_ACCOUNT }));
    event.waitUntil(forget.then(warmPictures));
  }
});

self.addEventListener('push', (event) => event.waitUntil(handlePush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(handleNotificationClick(event)));
self.addEventListener('pushsubscriptionchange', (event) => {
  // Not yet in TypeScript's worker types: an ExtendableEvent with the old and new subscriptions.
  const change = event as ExtendableEvent & Parameters<typeof handleSubscriptionChange>[0];
  change.waitUntil(handleSubscriptionChange(change));
});
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (isOutboxSync(sync.tag)) sync.waitUntil(syncOutbox());
});

async function warmPictures(): Promise<void> {
  const cache = await caches.open(PICTURES_CACHE);
  const urls = FOOD_SLUGS.map((slug) => `/storage/${foodImagePath(slug)}`);
  const missing = (
    await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))
  ).filter((url): url is string => url !== null);
  // A picture that cannot be fetched now is fetched when first shown: never a reason to fail the install.
  await Promise.allSettled(missing.map((url) => cache.add(url)));
}
