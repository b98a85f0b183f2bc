// Taps on the prerendered home page before the app has started: its links work by themselves, its buttons
// (the menu) do nothing yet. public/after-paint.js notes the name of the last button tapped; once the app
// has drawn the page, the button of that name is tapped again, so a quick tap is not lost.

function nameOf(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent ?? '';
}

/**
 * The app has drawn the page: stops the noting, and taps again the button noted, if any. (`<html
 * data-app-started>` also tells the browser tests the app is running.)
 */
export function replayEarlyClick(root: HTMLElement): void {
  const data = document.documentElement.dataset;
  data.appStarted = '';
  const name = data.earlyClick;
  delete data.earlyClick;
  if (name === undefined) return;
  [...root.querySelectorAll('button')].find((button) => nameOf(button) === name)?.click();
}
