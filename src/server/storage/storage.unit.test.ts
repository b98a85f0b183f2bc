import { describe, expect, it } from 'vitest';
import { isSafeObjectPath, publicUrl } from './storage';

describe('publicUrl', () => {
  it('removes the bucket prefix', () => {
    expect(publicUrl('public/foods/pears.svg')).toBe('/storage/public/foods/pears.svg');
    expect(publicUrl('foods/pears.svg')).toBe('/storage/public/foods/pears.svg');
    expect(publicUrl('/public/a b.png')).toBe('/storage/public/a%20b.png');
  });

  it('keeps absolute URLs and empty values', () => {
    expect(publicUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(publicUrl(null)).toBeNull();
    expect(publicUrl('')).toBeNull();
  });
});

describe('isSafeObjectPath', () => {
  it('accepts plain relative paths only', () => {
    expect(isSafeObjectPath('foods/pears.svg')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', 'a\\b', 'a/./b', 'x\u0000']) {
      expect(isSafeObjectPath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
