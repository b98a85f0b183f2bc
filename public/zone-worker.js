// Names the device's time zone off the page's main thread, then ends: started by the page's script as the
// page opens (after-paint.js), or by the app (src/client/lib/time-zone.ts). Asking for it loads the
// browser's calendar and time-zone data for the whole page, so the first date a screen then formats is quick:
// made first on the main thread, that formatter held a slow phone's main thread for a fifth of a second.
// Plain JavaScript, served as it is.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
