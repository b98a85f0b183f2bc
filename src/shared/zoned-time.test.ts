import { describe, expect, it } from 'vitest';
import { isTimeZone } from './zoned-time';

describe('isTimeZone', () => {
  it('accepts IANA zones, again when asked twice, and refuses anything else', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('Europe/Rome')).toBe(true);
      expect(isTimeZone('America/New_York')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });
});
