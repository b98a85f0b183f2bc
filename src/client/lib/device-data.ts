// Everything the app keeps of an account on the device, forgotten when the account signs out or is deleted,
// so that the next person on a shared phone finds none of it (ADR 024): the kept queries (IndexedDB), the
// queue of changes and its conflicts (IndexedDB), the pictures and the pages drawn for it that the service
// worker keeps (Cache Storage, the pictures' addresses in the worker's expiration records) and the day's ping
// (local storage). What stays belongs
// to the device: the app's own files, the language, the fridge's view (shelves or list), whether
// notifications were offered, the last version run; session storage holds only the router's scroll positions,
// under random keys.
import { forgetDailyPing } from './daily-ping';
import { forgetOutbox } from './outbox/store';
import { forgetCache } from './persisted-cache';
import { FORGET_ACCOUNT, PAGES_CACHE, PICTURES_CACHE } from './worker-messages';

/** How long the service worker may take to answer before the page deletes the pictures itself. */
const WORKER_ANSWER_MS = 3000;

export async function forgetAccountOnDevice(): Promise<void> {
  forgetDailyPing();
  await Promise.all([forgetCache(), forgetOutbox(), forgetPictures(), forgetPages()]);
}

/** The pages the worker kept as the server drew them for the account. */
async function forgetPages(): Promise<void> {
  try {
    await caches.delete(PAGES_CACHE);
  } catch {
    // No Cache Storage (an insecure origin): nothing was kept.
  }
}

/** The worker forgets its pictures (and fetches the catalogue's again); without an answer, the page deletes them. */
async function forgetPictures(): Promise<void> {
  try {
    const worker = (await navigator.serviceWorker?.getRegistration())?.active;
    if (worker && (await ask(worker))) return;
    await caches.delete(PICTURES_CACHE);
  } catch {
    // No service worker and no Cache Storage (an insecure origin): nothing was kept.
  }
}

function ask(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: FORGET_ACCOUNT }, [channel.port2]);
  });
}
