// The script of the pages drawn ahead of the app (in place of its entry, ADR 015): asks for the app's scripts
// once the page is painted, and tries again on a poor signal. (What is tapped and typed before the app has
// started is noted by the page's first script, src/client/early-input.ts, inlined in its head.) Plain
// JavaScript, served as it is.
const root = document.documentElement;
const app = JSON.parse(document.getElementById('app-entry').textContent);

// The device's time zone, found off the main thread while the app's code arrives (zone-worker.js), for the
// app to take (src/client/lib/time-zone.ts): the browser's calendars are then loaded before a screen formats
// its first date.
function findTimeZone() {
  try {
    const zone = new Worker('/zone-worker.js');
    zone.onmessage = (event) => {
      root.dataset.timeZone = event.data;
      root.dispatchEvent(new Event('time-zone'));
      zone.terminate();
    };
    zone.onerror = () => {
      root.dataset.timeZone = '';
      root.dispatchEvent(new Event('time-zone'));
    };
    root.dataset.timeZone = 'finding';
  } catch {
    // Without workers, the app asks the browser itself.
  }
}


// Each of the app's files runs as it arrives, in a task of its own (the libraries first, then the app): run
// together, they would hold a slow phone's main thread for a quarter of a second.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
function run(files) {
  return files.reduce((before, file) => before.then(() => import(file)).then(nextTask), Promise.resolve());
}

let loading = false;
function load(attempt) {
  if (loading || 'appStarted' in root.dataset) return;
  loading = true;
  run([...app.preloads, app.entry]).then(
    () => removeEventListener('online', again),
    () => {
      loading = false;
      if (attempt < 3) setTimeout(() => load(attempt + 1), 500 * 2 ** attempt);
    },
  );
}
function again() {
  load(0);
}

// The worker's start, the requests for the app's files and the first of them to run are three tasks: together
// they held a slow phone's main thread for 40 to 100 ms just after its first paint.
function start() {
  findTimeZone();
  setTimeout(() => {
    for (const href of [...app.preloads, app.entry]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    addEventListener('online', again);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && again());
    setTimeout(() => load(0));
  });
}

// Once the page is on the screen: as the browser reports its first paint with content (a drawn frame reaches
// the screen later, and what is asked for before then competes with its paint), or after a second without
// that report (a browser that makes none). A hidden page is not painted: it starts at once.
function whenPainted(then) {
  let started = false;
  const once = () => started || ((started = true), setTimeout(then));
  try {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint')[0] && once()).observe({
      type: 'paint',
      buffered: true,
    });
  } catch {
    // Without paint timing: the second below.
  }
  setTimeout(once, 1000);
}

if (document.visibilityState === 'hidden') start();
else whenPainted(start);
