// The bounds every schema shares, so that what passes validation the database can store: whole numbers that
// fit PostgreSQL's integer, instants with four-digit years, text without control characters.
import { z } from 'zod';

/** PostgreSQL's `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * Instants a request may send: from 1970 to the end of 9998 (UTC). The year left before 9999 is room for
 * what the server adds to a date (a shelf life of at most 365 days, a reminder 10 days after the start), so
 * every stored instant keeps the four-digit year that PostgreSQL and ISO 8601 strings share.
 */
export const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT = Date.UTC(9999, 0, 1) - 1;
/** The last instant the server stores, computed dates included: 9999-12-31T23:59:59.999Z. */
export const LATEST_STORED_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether a computed instant (an end date, a reminder) can be stored. */
export function isStorableInstant(instant: Date): boolean {
  const ms = instant.getTime();
  return ms >= EARLIEST_INSTANT && ms <= LATEST_STORED_INSTANT;
}

/** An ISO 8601 date and time with an offset, from 1970 to 9998; `key` names a malformed one. */
export function instantField(key: string) {
  return z.iso.datetime({ offset: true, error: key }).refine((value) => {
    const ms = Date.parse(value);
    return ms >= EARLIEST_INSTANT && ms <= LATEST_INSTANT;
  }, 'validation.dateRange');
}

// C0 controls (NUL, which PostgreSQL refuses in text, among them), DEL and C1 controls. Multi-line text
// keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less the three that lay out lines
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Half of a surrogate pair alone is not Unicode text: stored as UTF-8 it would silently become U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Tab, line feed and carriage return are allowed (descriptions). */
  multiline?: boolean;
  /** Leading and trailing white space is removed before the check (not for passwords). */
  trim?: boolean;
}

/** Whether `value` is text every part of the app can take: no control characters, well-formed Unicode. */
export function isPlainText(value: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_IN_LINES : CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/** A string field: `key` names a value that is not a string; control characters are 'validation.textCharacters'. */
export function textField(key?: string, options: TextOptions = {}) {
  const base = options.trim ? z.string({ error: key }).trim() : z.string({ error: key });
  return base.refine((value) => isPlainText(value, options), 'validation.textCharacters');
}

// RFC 9562: version 4 (random) or 7 (a clock and random bits) in the 13th digit, the variant 10xx in the 17th.
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A UUID a device made at random (`crypto.randomUUID()`, or a version 7); `key` names any other. The nil and
 * max UUIDs and the versions made from names or clocks alone can be foreseen, so one device could name the
 * id another will send.
 */
export function randomUuidField(key: string) {
  return z.string({ error: key }).regex(RANDOM_UUID, key);
}
