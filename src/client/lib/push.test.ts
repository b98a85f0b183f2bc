import { describe, expect, it } from 'vitest';
import { urlBase64ToUint8Array } from './push';

describe('urlBase64ToUint8Array', () => {
  it('reads base64url without padding, as VAPID keys are written', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 251) % 256);
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(urlBase64ToUint8Array(key)).toEqual(bytes);
  });

  it('reads the characters base64url replaces (- and _) and any length', () => {
    for (const length of [1, 2, 3, 16]) {
      const bytes = Uint8Array.from({ length }, () => 0xfb);
      expect(urlBase64ToUint8Array(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
    }
  });
});
