// The device's time zone, as the browser names it. Asking Intl builds a date formatter each time, which a
// slow phone feels when every request does it: it is asked once, and again whenever the app is shown (the
// phone may have travelled meanwhile). The first formatter of a page also loads the calendars' data (a
// quarter of a blocking second at the start on a slow phone): what can wait for the zone asks a worker for
// it instead (`browserTimeZoneSoon`), off the page's main thread.
let zone: string | undefined;
let asking: Promise<string> | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') zone = undefined;
  });
}

export function browserTimeZone(): string {
  return (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The zone, found by a worker when it is not known yet (asked here when there is no worker). */
export function browserTimeZoneSoon(): Promise<string> {
  if (zone) return Promise.resolve(zone);
  asking ??= new Promise<string>((resolve) => {
    const here = () => resolve(browserTimeZone());
    try {
      const worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
      const done = (found?: unknown) => {
        worker.terminate();
        if (typeof found === 'string' && found) resolve((zone ??= found));
        else here();
      };
      worker.onmessage = (event: MessageEvent) => done(event.data);
      worker.onerror = () => done();
    } catch {
      here();
    }
  }).finally(() => {
    asking = undefined;
  });
  return asking;
}
