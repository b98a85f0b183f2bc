import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './password-policy';

describe('common passwords', () => {
  it('the list has at least 10,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses common passwords whatever their case, and accepts unusual ones', () => {
    for (const p of ['123456', 'password', 'Password', 'qwerty123', 'iloveyou', 'football']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('mirtilli-nel-sacchetto-42')).toBe(false);
  });
});
