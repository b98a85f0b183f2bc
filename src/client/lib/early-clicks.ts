// Taps and typing on a part of a page drawn on the server that React has not taken over yet: its links work by
// themselves, its buttons do nothing, and what is typed shows in the field without the app knowing. React
// takes the page over in parts (the frame around the screen first, then the screen, a moment later on a slow
// phone), so this lasts past the app's start. The page's first script (../early-input.ts) notes the name of
// the last button tapped and what was typed in each field; once the app has started, and again whenever
// something more is noted, what was typed is handed to the app and the button of that name is tapped again,
// each as soon as React has taken it over, so neither is lost. early-input.ts notes a tap unless React was listening and the tap reached
// its button (React answered it, and may have taken the button away since); it notes what is typed or chosen
// in a field React has not taken over, and forgets it once the field is React's and typed in again.

import { earlyNotes, nameOf, takenOver, type Field } from './taken-over';

/**
 * React listens to the page from now on: a tap that reaches its button has been answered by React, one it
 * stops before has not (early-input.ts notes the latter). The browser tests wait for it too.
 */
export function reactListens(): void {
  document.documentElement.dataset.appListening = '';
}

let handingOver: Promise<void> = Promise.resolve();

/**
 * The app has taken the page over: what was noted before is made again, and what is noted from now on too,
 * one after the other. (`<html data-app-started>` also tells the browser tests the app is running.)
 */
export function replayEarlyClick(root: HTMLElement): void {
  document.documentElement.dataset.appStarted = '';
  const next = () => {
    handingOver = handingOver.then(() => handOverNoted(root));
  };
  document.addEventListener('early-input', next);
  // In a task of its own: not while React is still running the effects of the first draw (where this is
  // called).
  setTimeout(next);
}

/** What was typed goes in first: a form tapped before React took it over is sent with it. */
async function handOverNoted(root: HTMLElement): Promise<void> {
  await typedBefore(root);
  const data = document.documentElement.dataset;
  const name = data.earlyClick;
  const notes = earlyNotes();
  const tapped = notes.tappedEarly;
  delete data.earlyClick;
  delete notes.tappedEarly;
  if (!name) return;
  const button = await reactsTo(root, name, tapped);
  if (button) tap(button);
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

/** How long a noted tap or typing waits for React to take its part of the page over: then it is dropped. */
const WAIT_MS = 10_000;
const LOOK_EVERY_MS = 50;

/**
 * Resolves with what `find` finds once React has taken it over, or with nothing after `WAIT_MS` or as soon as
 * `find` says it is gone from the page (null).
 */
function whenTakenOver<T extends Element>(find: () => T | undefined | null): Promise<T | undefined> {
  return new Promise((done) => {
    const look = (tries: number) => {
      const found = find();
      if (found && takenOver(found)) done(found);
      else if (found !== null && tries > 0) setTimeout(() => look(tries - 1), LOOK_EVERY_MS);
      else done(undefined);
    };
    look(WAIT_MS / LOOK_EVERY_MS);
  });
}

/**
 * The button tapped, once React has taken it over; should React have drawn it anew instead, the button named
 * `name` in `root` that it drew.
 */
function reactsTo(
  root: HTMLElement,
  name: string,
  tapped: HTMLButtonElement | undefined,
): Promise<HTMLButtonElement | undefined> {
  return whenTakenOver(() =>
    tapped && root.contains(tapped)
      ? tapped
      : [...root.querySelectorAll('button')].find((button) => nameOf(button) === name && takenOver(button)),
  );
}

/**
 * Hands the app what was typed or chosen in the page's fields before React had taken them over, as
 * early-input.ts noted it, as soon as React has taken each field over. React sees a change of a field
 * as a state other than the last it knows: it is told the other state (the drawn value; for a box or a radio,
 * the other tick), then what was chosen is put back and announced as the user's (typed; tapped, for a box or
 * a radio, which React had set back to its drawn state). A list's option, which React set back to the drawn
 * one, is chosen again; a picked file is announced as picked. What was typed in the field once it was
 * React's is React's already: early-input.ts forgets the note then.
 */
async function typedBefore(root: HTMLElement): Promise<void> {
  const typed = earlyNotes().typedEarly;
  if (!typed) return;
  await Promise.all(
    [...typed.keys()].map(async (noted) => {
      const field = await whenTakenOver(() => (root.contains(noted) ? noted : null));
      const value = typed.get(noted);
      typed.delete(noted);
      if (field && value !== undefined) handOver(field, value);
    }),
  );
}

function handOver(field: Field, value: string | boolean): void {
  if (field instanceof HTMLSelectElement) {
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field.type === 'checkbox' || field.type === 'radio') {
    const input = field as HTMLInputElement;
    // A radio left is the one chosen instead: that one is handed over.
    if (input.type === 'radio' && value !== true) return;
    input.checked = value !== true;
    input.click();
  } else if (field.type === 'file') {
    if ((field as HTMLInputElement).files?.length)
      field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, String(value));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
