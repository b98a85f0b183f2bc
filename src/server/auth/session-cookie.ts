// Reads the auth library's signed session cookie as the library itself does (better-call 1.4, under
// better-auth 1.7): the value is `token.signature`, URL-encoded, the signature base64 HMAC-SHA256 of the token.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** A base64 HMAC-SHA256 is 44 characters, the last one padding. */
const SIGNATURE_LENGTH = 44;

/** The key the library signs cookies with: the secret's UTF-8 bytes. */
export function cookieKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/**
 * The value of cookie `name` in a Cookie header: the first one of that name, trimmed, unquoted and
 * URL-decoded when it holds a `%` (a malformed escape is kept as it is), as the library parses it.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The token of a signed cookie value when its signature is right; null otherwise. */
export function verifiedToken(value: string | null, key: KeyObject): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'utf8');
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(token, 'utf8').digest('base64'), 'utf8');
  return timingSafeEqual(signature, expected) ? token : null;
}
