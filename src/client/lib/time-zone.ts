// The device's time zone, as the browser names it. Asking Intl builds a date formatter each time, which a
// slow phone feels when every request does it: it is asked once, and again whenever the app is shown (the
// phone may have travelled meanwhile). The first formatter of a page also loads the browser's calendars and
// time zones (a fifth of a blocking second on a slow phone), for the whole page: a worker asks first
// (public/zone-worker.js), off the page's main thread, started by the page's script as the page opens
// (after-paint.js, which notes its answer on <html data-time-zone>) or else by `browserTimeZoneSoon`, and the
// app starts once it has answered (main.tsx). Every date formatted after that is quick.
let zone: string | undefined;
let asking: Promise<string> | undefined;

/** What the page's script notes while its worker has not answered. */
const FINDING = 'finding';

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') zone = undefined;
  });
}

/** The zone the page's script found as the page opened, if it has: taken once (the phone may travel). */
function takeFound(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const { dataset } = document.documentElement;
  const found = dataset.timeZone;
  if (found === undefined || found === FINDING) return undefined;
  delete dataset.timeZone;
  return found || undefined;
}

export function browserTimeZone(): string {
  return (zone ??= takeFound() ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The zone, found by a worker when it is not known yet (asked here when there is no worker). */
export function browserTimeZoneSoon(): Promise<string> {
  if (zone) return Promise.resolve(zone);
  asking ??= new Promise<string>((resolve) => {
    const answer = (found?: unknown) =>
      resolve(typeof found === 'string' && found ? (zone ??= found) : browserTimeZone());
    const root = document.documentElement;
    // The page's script is finding it: its answer comes with an event.
    if (root.dataset.timeZone === FINDING) {
      root.addEventListener('time-zone', () => answer(takeFound()), { once: true });
      return;
    }
    const found = takeFound();
    if (found) return answer(found);
    try {
      const worker = new Worker('/zone-worker.js');
      const done = (name?: unknown) => {
        worker.terminate();
        answer(name);
      };
      worker.onmessage = (event: MessageEvent) => done(event.data);
      worker.onerror = () => done();
    } catch {
      answer();
    }
  }).finally(() => {
    asking = undefined;
  });
  return asking;
}
