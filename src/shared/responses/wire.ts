// How an answer's schema reads on each side: the JSON the client receives is the schema's input; what a route
// hands to `c.json` is its output, where an instant may still be a Date (JSON.stringify turns it into the same
// ISO 8601 string the input describes).
import { z } from 'zod';

/** An instant the server holds as a Date: an ISO 8601 string on the wire. */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

/** An instant the server already writes as an ISO 8601 string. */
export const instantText = z.iso.datetime({ offset: true });

/** What the client receives: the JSON of an answer. */
export type Wire<S extends z.ZodType> = z.input<S>;

/** What a route may pass to `c.json` for that answer (checked with `satisfies`). */
export type Sent<S extends z.ZodType> = z.output<S>;
