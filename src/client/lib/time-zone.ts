// The device's time zone, as the browser names it. Asking Intl builds a date formatter each time, which a
// slow phone feels when every request does it: it is asked once, and again whenever the app is shown (the
// phone may have travelled meanwhile).
let zone: string | undefined;

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') zone = undefined;
  });
}

export function browserTimeZone(): string {
  return (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
