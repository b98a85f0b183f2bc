// What the page's first script (early-input.ts, inlined in the page) and the app (early-clicks.ts) share:
// whether React has taken an element over, the name a button is noted by, and where the notes are kept.

/** Whether React has taken this element over (a part of the page is hydrated after the rest). */
export function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/** A button's name as noted: its aria-label, else its label's text, else its own. */
export function nameOf(button: HTMLButtonElement): string {
  return button.getAttribute('aria-label') ?? button.labels[0]?.textContent ?? button.textContent;
}

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the page's first script notes on the window for the app: the button tapped, what was typed. */
export interface EarlyNotes {
  tappedEarly?: HTMLButtonElement;
  /** A field's value, or for a box or a radio whether it is ticked. */
  typedEarly?: Map<Field, string | boolean>;
}

/** The window, where the notes are kept. */
export const earlyNotes = (): EarlyNotes => window as EarlyNotes;
