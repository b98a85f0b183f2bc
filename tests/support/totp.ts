// An authenticator app's code, computed as the app does (RFC 6238 over RFC 4226, HMAC-SHA-1, 6 digits,
// 30-second steps) from the `otpauth://` URI a QR code carries: the test types what a phone would show.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, padding optional. */
export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** What the URI asks of the app: its secret (base32), digits and period. */
export function readOtpauth(uri: string): { secret: string; digits: number; period: number; label: string } {
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') throw new Error(`Not a TOTP URI: ${uri}`);
  return {
    secret: url.searchParams.get('secret') ?? '',
    digits: Number(url.searchParams.get('digits') ?? 6),
    period: Number(url.searchParams.get('period') ?? 30),
    label: decodeURIComponent(url.pathname.replace(/^\/+/, '')),
  };
}

/** The code for the moment `at` (milliseconds), or `steps` periods away from it. */
export function totpCode(uri: string, at = Date.now(), steps = 0): string {
  const { secret, digits, period } = readOtpauth(uri);
  const counter = Math.floor(at / 1000 / period) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
