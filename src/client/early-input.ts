// The first script of a page drawn ahead of the app (the prerendered home page, a screen drawn by the
// server), inlined in its head so that it runs before anything is on screen (scripts/prerender.ts; the
// server allows it by its hash). From the first paint until React has taken each part of the page over, a
// tap on a button does nothing and what is typed shows without the app knowing: this notes the tap React did
// not answer and what was typed, for the app to make again (lib/early-clicks.ts), and keeps the browser from
// sending a form itself. The rest of the page's work (asking for the app's code) is public/after-paint.js.
import { earlyNotes, nameOf, takenOver, type Field } from './lib/taken-over';

const root = document.documentElement;
const noted = () => document.dispatchEvent(new Event('early-input'));

// A tap React did not answer: made before it listened, or stopped before its button (React stops a tap it
// cannot answer yet before it reaches the button).
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || takenOver(button)) return;
    const name = nameOf(button);
    if (!name) return;
    const listening = 'appListening' in root.dataset;
    let reached = false;
    const reach = () => (reached = true);
    button.addEventListener('click', reach, { capture: true, once: true });
    setTimeout(() => {
      button.removeEventListener('click', reach, { capture: true });
      if (listening && reached) return;
      root.dataset.earlyClick = name;
      earlyNotes().tappedEarly = button;
      noted();
    });
  },
  true,
);

// What is typed or chosen in a field not yet React's; typing in a field React has forgets the note.
const typedEarly = new Map<Field, string | boolean>();
earlyNotes().typedEarly = typedEarly;
for (const type of ['input', 'change']) {
  document.addEventListener(
    type,
    (event) => {
      const field = event.target;
      if (!(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ))
        return;
      if (takenOver(field)) {
        typedEarly.delete(field);
        return;
      }
      const box = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
      typedEarly.set(field, box ? field.checked : field.value);
      noted();
    },
    true,
  );
}

// The app's forms are sent by the app. One sent before React has taken it over (a tap on its button, Enter
// in a field) would be sent by the browser itself, with what was typed, the password too, in the address.
document.addEventListener('submit', (event) => event.preventDefault(), true);
