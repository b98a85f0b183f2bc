// Taps and typing on a page drawn on the server before the app has started: its links work by themselves, its
// buttons do nothing yet, and what is typed shows in the field without the app knowing. public/after-paint.js
// notes the name of the last button tapped until React listens to the page; once the app has taken the page
// over, what was typed is handed to the app and the button of that name is tapped again, so neither is lost.

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
  // In a task of its own: React takes over a part of the page still to be hydrated before answering a tap on
  // it, which it cannot do while it is still running the effects of the first draw (where this is called).
  setTimeout(() => {
    typedBefore(root);
    const button = name && [...root.querySelectorAll('button')].find((b) => nameOf(b) === name);
    if (button) tap(button);
  });
}

/**
 * Taps `button` again. A tab answers the press rather than the click (Radix's tabs choose on mouse-down), so
 * a tab is pressed first; other buttons answer the click alone, as they did the first time.
 */
function tap(button: HTMLButtonElement): void {
  if (button.getAttribute('role') === 'tab') {
    button.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0, buttons: 1, view: window }),
    );
  }
  button.click();
}

/** Whether React has taken this element over (a part of the page can be hydrated after the rest). */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Hands the app what was typed or chosen in the page's fields before it started, as public/after-paint.js
 * noted it, as soon as React has taken each field over. React sees a change of a text field as a value other
 * than the last it knows: it is told the drawn value, then the typed one is put back under it and announced
 * as typed. A list's option, which React set back to the drawn one, is chosen again.
 */
function typedBefore(root: HTMLElement): void {
  const typed = (window as { typedEarly?: Map<Field, string> }).typedEarly;
  for (const [field, value] of typed ?? []) {
    if (!root.contains(field) || ['checkbox', 'radio', 'file'].includes(field.type)) continue;
    const handOver = (tries: number) => {
      if (!takenOver(field)) {
        if (tries > 0) setTimeout(() => handOver(tries - 1), 100);
        return;
      }
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    handOver(50);
  }
  typed?.clear();
}
