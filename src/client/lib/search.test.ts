import { describe, expect, it } from 'vitest';
import { optionalBoolean, safeRedirect } from './search';

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
