// Taps on a page drawn on the server before the app has started: its links work by themselves, its buttons
// do nothing yet. public/after-paint.js notes the name of the last button tapped until React listens to the
// page; once the app has taken the page over, the button of that name is tapped again, so a quick tap is not
// lost.

/** The button's name as after-paint.js notes it: its aria-label, else its label's text, else its own. */
function nameOf(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.labels[0]?.textContent ?? button.textContent;
}

/**
 * React listens to the page from now on: a tap on a part of it not yet taken over makes React take that part
 * over at once and then answer the tap, so the page's script stops noting taps (one tapped again as well
 * would count twice).
 */
export function reactListens(): void {
  document.documentElement.dataset.appListening = '';
}

/**
 * The app has taken the page over: stops the noting, and taps again the button noted, if any. (`<html
 * data-app-started>` also tells the browser tests the app is running.)
 */
export function replayEarlyClick(root: HTMLElement): void {
  const data = document.documentElement.dataset;
  data.appStarted = '';
  const name = data.earlyClick;
  delete data.earlyClick;
  if (!name) return;
  // In a task of its own: React takes over a part of the page still to be hydrated before answering a tap on
  // it, which it cannot do while it is still running the effects of the first draw (where this is called).
  setTimeout(() => [...root.querySelectorAll('button')].find((button) => nameOf(button) === name)?.click());
}
