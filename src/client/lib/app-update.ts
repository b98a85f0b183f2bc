// Says "Updated" once, quietly, on the first launch after a new version of the app took over. A new service
// worker never replaces the running one while the app is open (no skipWaiting): it waits for the next launch,
// so the toast never interrupts a form; it compares the version of the worker now in charge with the one
// this device last ran.
import { toast } from '@/client/lib/toast';
import { textsReady } from './i18n';
import { appText } from './use-translation';

const STORAGE_KEY = 'myfridge-app-version';
const ASK_TIMEOUT_MS = 3000;

/** The decision: a version seen before and different from now. A first launch, or no worker, says nothing. */
export function isUpdate(previous: string | null, current: string | null): boolean {
  return previous !== null && current !== null && previous !== current;
}

/** The version of the worker in charge of this page; null when none is (a first visit, a hard reload). */
export function askWorkerVersion(worker: ServiceWorker | null | undefined): Promise<string | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.version === 'string' ? event.data.version : null);
    };
    worker.postMessage({ type: 'version' }, [channel.port2]);
  });
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Compares, remembers, and shows the toast when the app was updated since the last launch. */
export async function announceUpdate(): Promise<void> {
  const current = await askWorkerVersion(navigator.serviceWorker?.controller);
  // The version this launch runs, once known (the browser tests tell an old worker's launch by it).
  document.documentElement.dataset.appVersion = current ?? '';
  if (current === null) return;
  const previous = readStored();
  try {
    localStorage.setItem(STORAGE_KEY, current);
  } catch {
    return; // Without local storage every launch would look like an update: better say nothing.
  }
  if (!isUpdate(previous, current)) return;
  // The check runs at the page's load, which may come before the texts: the toast waits for its own.
  await textsReady(['common']);
  toast(appText('common:appUpdated'), { id: 'app-updated' });
}
