// Italian elides the article before a day that starts with a vowel sound: "l'1 dicembre", "dall'8 marzo",
// "all'11 aprile" (never "il 1 dicembre"). The texts say "il {{date}}"; the date decides, so the translations
// of the client and the server run every Italian text through this once it is filled in.

const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const ELIDED: Record<string, string> = { il: "l'", del: "dell'", dal: "dall'", al: "all'", nel: "nell'" };
const PATTERN = new RegExp(`(?<!\\p{L})(il|del|dal|al|nel) (?=(?:1|8|11) (?:${MONTHS})(?!\\p{L}))`, 'giu');

/** `text` with "il 1 dicembre" written "l'1 dicembre" (and del, dal, al, nel likewise), capitals kept. */
export function elideBeforeDates(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(PATTERN, (_match, article: string) => {
    const elided = ELIDED[article.toLowerCase()]!;
    return article[0] === article[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided;
  });
}
