// Which X-Forwarded-For hop is the client, for each number of trusted proxies.
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('198.51.100.1');
  });

  it('takes the hop the last trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.1, 203.0.113.9', '198.51.100.1', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1, 203.0.113.9, 198.51.100.2', '198.51.100.1', 2)).toBe('203.0.113.9');
    expect(clientAddress('2001:db8::5', '::1', 1)).toBe('2001:db8::5');
  });

  it('falls back to the socket when the header is shorter than the chain of proxies or not an address', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1, not-an-ip', '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress(undefined, '198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress(undefined, undefined, 1)).toBe('127.0.0.1');
  });
});
