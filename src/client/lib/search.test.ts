import { describe, expect, it } from 'vitest';
import { optionalBoolean, optionalText, safeRedirect } from './search';

describe('optionalBoolean', () => {
  it('reads true and false, as booleans or text, and nothing else', () => {
    expect(optionalBoolean(true)).toBe(true);
    expect(optionalBoolean('true')).toBe(true);
    expect(optionalBoolean(false)).toBe(false);
    expect(optionalBoolean('false')).toBe(false);
    for (const other of [undefined, null, 1, 'yes', '', {}]) expect(optionalBoolean(other)).toBeUndefined();
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this app only', () => {
    expect(safeRedirect('/profile/edit')).toBe('/profile/edit');
    expect(safeRedirect('/fridge?tab=fruit')).toBe('/fridge?tab=fruit');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil',
      5,
      undefined,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('optionalText', () => {
  it('keeps a string up to the length, and nothing else', () => {
    expect(optionalText('ada@example.com', 254)).toBe('ada@example.com');
    for (const other of ['', 'x'.repeat(255), 5, null, undefined, ['a']]) {
      expect(optionalText(other, 254), String(other)).toBeUndefined();
    }
  });
});
