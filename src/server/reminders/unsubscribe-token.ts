// The signed token of the e-mails' unsubscribe link: it names the user and proves we wrote it (HMAC-SHA256
// with a secret kept in the database), so it works without signing in and cannot be forged for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sharedSecret } from '../auth/secrets';
import type { Db } from '../db/client';

const PURPOSE = 'email-reminders-off';

/** The signing secret, made once and shared by every instance through the database. */
export function unsubscribeSecret(db: Db): Promise<string> {
  return sharedSecret(db, 'unsubscribe');
}

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(secret, userId).toString('base64url')}`;
}

/** The user the token was made for, or null when it was not made with our secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedUser, signature, ...rest] = token.split('.');
  if (!encodedUser || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
