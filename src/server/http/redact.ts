// Keeps personal data and secrets out of the logs: fields whose names say they hold them, and text that
// mentions them (e-mail addresses, query parameters, tokens, passwords in URLs).
const REDACTED = '[redacted]';
/** Deeper than this, an object is not looked into (nor written): nothing we log nests so far. */
const MAX_DEPTH = 6;

/**
 * Field names whose values are never logged: credentials, cookies, push keys, e-mail addresses, an e-mail's
 * subject (a code's holds the code), and what
 * database errors carry of the row (a query's `params`, PostgreSQL's `detail` and `where`).
 */
const SECRET_KEY =
  /^(?:cookies?|set-cookie|authorization|proxy-authorization|.*password|.*secret|.*token|otp|email|subject|p256dh|auth|params|parameters|detail|where)$/i;

/** Each rule's match holds one of the marks of MAY_HOLD_SECRETS below: a new rule keeps it so or widens it. */
const TEXT_RULES: [RegExp, string][] = [
  // Drizzle writes a failed query's parameters into its message (and so into its stack) after "params: ".
  [/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g, `\nparams: ${REDACTED}`],
  // PostgreSQL's "Key (email)=(x@y.z) already exists" names the row's values.
  [
    /\bKey \(([^)]*)\)=\([\s\S]*?\)(?= already exists| is not present| is still referenced| conflicts)/g,
    `Key ($1)=(${REDACTED})`,
  ],
  // A password in a URL: postgres://user:password@host, smtp://user:password@host.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]+:)[^@\s/]+@/gi, `$1${REDACTED}@`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  // Cookies and parameters named like secrets: fridge.session_token=…, ?token=…, password=….
  [/([\w.-]*(?:token|secret|password|otp)[\w.-]*=)[^;&#\s",]+/gi, `$1${REDACTED}`],
  [/([?&](?:code|state)=)[^&#\s",]+/gi, `$1${REDACTED}`],
  // The password-reset link's token is a path segment.
  [/(\/reset-password\/)[^/?#\s",]+/g, `$1${REDACTED}`],
  [/[\w.+-]+@(?:[\w-]+\.)+[A-Za-z]{2,}/g, '[email]'],
];

/** What every rule's match holds one of: a text with none (a path, an id, a message) has nothing to scrub. */
const MAY_HOLD_SECRETS = /[@=:]|bearer|basic|\/reset-password\//i;

export function scrubText(text: string): string {
  if (!MAY_HOLD_SECRETS.test(text)) return text;
  return TEXT_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of `value` that is safe to log; errors become plain objects with their cause. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (value instanceof Error) return errorFields(value, depth);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return '[binary]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return fields(Object.entries(value), depth);
}

function fields(entries: [string, unknown][], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    if (item !== undefined) out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

function errorFields(error: Error, depth: number): Record<string, unknown> {
  const own = Object.entries(error).filter(([key]) => key !== 'cause');
  return {
    type: error.constructor.name || error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...fields(own, depth),
    ...(error.cause !== undefined ? { cause: redact(error.cause, depth + 1) } : {}),
  };
}
