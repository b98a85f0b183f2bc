// Names the device's time zone off the page's main thread (see time-zone.ts), then ends.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
