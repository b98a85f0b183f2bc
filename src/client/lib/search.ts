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
