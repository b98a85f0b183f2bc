// Validators for search parameters, kept tiny because route definitions ship in the first bundle.

/** `?flag=true` arrives as the boolean true (or the string "true" when typed by hand). */
export function optionalBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** Only paths of this app: an absolute path, never a scheme or a protocol-relative `//host`. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

/** A short text such as an e-mail address: a string of at most `max` characters, else nothing. */
export function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}
