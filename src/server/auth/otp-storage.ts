// How the one-time codes are kept in `verifications`: encrypted (AES-256-GCM, under a key derived from the
// auth secret), so that a code asked for again while the last one is still good is that same code, and an
// e-mail the per-address limits do not send never makes the code already mailed useless (ADR 023).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1.';

export function otpStorage(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'my-fridge', 'one-time codes', 32));
  return {
    encrypt: async (otp: string): Promise<string> => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(otp, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
    },
    /**
     * The code, or '' for anything else (a code kept hashed before this storage, or altered): '' never
     * matches a code sent, and is never sent again, so the library makes a new one.
     */
    decrypt: async (stored: string): Promise<string> => {
      if (!stored.startsWith(VERSION)) return '';
      try {
        const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return '';
      }
    },
  };
}
