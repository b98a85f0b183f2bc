// Reading the database's refusals, whichever driver carried them.

/** The PostgreSQL error code of a failed statement, through Drizzle's wrapping, on pg and PGlite alike. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
