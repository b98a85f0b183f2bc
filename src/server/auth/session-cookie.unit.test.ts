// Reading the library's signed session cookie: the Cookie header parsed as the library parses it.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieKey, cookieValue, verifiedToken } from './session-cookie';

const secret = 'a-secret-of-thirty-two-characters!';
const sign = (token: string, key = secret) =>
  `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

describe('cookieValue', () => {
  it('finds the named cookie among others, trimmed, the first of two', () => {
    expect(cookieValue('a=1; fridge.session_token=x ; fridge.session_token=y', 'fridge.session_token')).toBe(
      'x',
    );
    expect(cookieValue('xfridge.session_token=1', 'fridge.session_token')).toBeNull();
    expect(cookieValue(undefined, 'a')).toBeNull();
  });

  it('unquotes and URL-decodes, keeping a malformed escape as it is', () => {
    expect(cookieValue('a="t.s%3D"', 'a')).toBe('t.s=');
    expect(cookieValue('a=t.%E0%A4%A', 'a')).toBe('t.%E0%A4%A');
  });
});

describe('verifiedToken', () => {
  const key = cookieKey(secret);

  it('gives the token of a value signed with the secret', () => {
    expect(verifiedToken(sign('abc123'), key)).toBe('abc123');
  });

  it('refuses another secret, a changed token or signature, and what is not signed at all', () => {
    const good = sign('abc123');
    for (const value of [
      sign('abc123', 'another-secret'),
      good.replace('abc123', 'abc124'),
      `${good.slice(0, -2)}A=`,
      'abc123',
      '.abc',
      `abc123.${'A'.repeat(43)}=`,
      `abc123.${'Ł'.repeat(43)}=`,
      null,
    ]) {
      expect(verifiedToken(value, key), String(value)).toBeNull();
    }
  });
});
