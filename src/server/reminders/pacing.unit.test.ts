// The dispatcher's retry delays: exponential backoff with jitter.
import { describe, expect, it } from 'vitest';
import { retryDelay } from './pacing';

describe('backoff', () => {
  it('doubles from the base, with jitter between half and all of it, capped at an hour', () => {
    expect(retryDelay(60_000, 1, () => 0)).toBe(30_000);
    expect(retryDelay(60_000, 1, () => 1)).toBe(60_000);
    expect(retryDelay(60_000, 3, () => 1)).toBe(240_000);
    expect(retryDelay(60_000, 20, () => 1)).toBe(3_600_000);
  });
});
