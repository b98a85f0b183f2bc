// The script of the pages drawn ahead of the app (scripts/prerender.ts puts it in place of the app's entry,
// ADR 015). The page is already drawn, so the app's scripts are asked for only after that first paint (at
// once in a tab opened in the background, where nothing is painted). Until the app has started, the page's
// buttons do nothing: the last one tapped before React listens is noted for the app to tap again once it has
// taken the page over (src/client/lib/early-clicks.ts). Should the app's code not arrive (a poor signal), it
// is tried again a few times, then whenever the network comes back or the page is shown again. Plain
// JavaScript, served as it is.
const root = document.documentElement;
const app = JSON.parse(document.getElementById('app-entry').textContent);

document.addEventListener(
  'click',
  (event) => {
    if ('appListening' in root.dataset || 'appStarted' in root.dataset) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // Its name, as the app finds it again: its aria-label, else its label's text (a switch), else its own.
    const name =
      button && (button.getAttribute('aria-label') ?? button.labels[0]?.textContent ?? button.textContent);
    if (name) root.dataset.earlyClick = name;
  },
  true,
);

// What is typed or chosen before the app has started shows in the field, but the app does not know it yet
// (and takes a chosen option back when it takes the page over): each field's last value is noted for the app
// to hand over once it has taken the field (src/client/lib/early-clicks.ts). Noted until the app has started,
// not only until React listens: React, taking a field over with what was typed in it, takes that as the
// value it knows, and the typing, when announced, as no change. A value handed over that the app knew already
// changes nothing.
const typedEarly = new Map();
window.typedEarly = typedEarly;
for (const type of ['input', 'change']) {
  document.addEventListener(
    type,
    (event) => {
      if ('appStarted' in root.dataset) return;
      const field = event.target;
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        typedEarly.set(field, field.value);
    },
    true,
  );
}

// The app's forms are sent by the app. One drawn on the server and sent before React has taken it over (a tap
// on its button, Enter in a field) would be sent by the browser itself, with what was typed, the password
// too, in the address. A tap before the app has started is noted above, and made again once it has.
document.addEventListener('submit', (event) => event.preventDefault(), true);

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

function start() {
  for (const href of [...app.preloads, app.entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  addEventListener('online', again);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && again());
  load(0);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
