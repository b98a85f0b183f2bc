// The script of the prerendered home page (scripts/prerender.ts puts it in place of the app's entry, ADR 015).
// The page is already drawn, so the app's scripts are asked for only after that first paint. Until the app
// has started, the page's buttons do nothing: the last one tapped is noted for the app to tap again once it
// has drawn the page (src/client/lib/early-clicks.ts). Plain JavaScript, served as it is.
const root = document.documentElement;
const app = JSON.parse(document.getElementById('app-entry').textContent);

document.addEventListener(
  'click',
  (event) => {
    if ('appStarted' in root.dataset) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) root.dataset.earlyClick = button.getAttribute('aria-label') ?? button.textContent ?? '';
  },
  true,
);

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of app.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(app.entry);
  }),
);
