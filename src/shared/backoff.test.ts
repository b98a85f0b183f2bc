import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const waits = (count: number, options: Parameters<typeof backoffDelay>[1], random?: () => number) =>
  Array.from({ length: count }, (_, attempt) => backoffDelay(attempt, options, random));

describe('backoff', () => {
  it('doubles from the base with each retry', () => {
    expect(waits(5, { base: 500 })).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(waits(3, { base: 1 })).toEqual([1, 2, 4]);
  });

  it('stops growing at the longest wait, also after very many retries', () => {
    expect(waits(10, { base: 2000, max: 300_000 }).slice(6)).toEqual([128_000, 256_000, 300_000, 300_000]);
    expect(backoffDelay(5000, { base: 1, max: 900 })).toBe(900);
  });

  it('takes a retry before the first as the first', () => {
    expect(backoffDelay(-1, { base: 60_000 })).toBe(60_000);
  });

  it('with jitter, waits between half and all of the delay, rounded', () => {
    const options = { base: 60_000, max: 3_600_000, jitter: true };
    expect(backoffDelay(0, options, () => 0)).toBe(30_000);
    expect(backoffDelay(0, options, () => 1)).toBe(60_000);
    expect(backoffDelay(2, options, () => 0.5)).toBe(180_000);
    expect(backoffDelay(20, options, () => 1)).toBe(3_600_000);
    expect(backoffDelay(0, { base: 3, jitter: true }, () => 0.5)).toBe(2);
  });

  it('without jitter, never asks for a random number', () => {
    expect(backoffDelay(3, { base: 1000 }, () => Number.NaN)).toBe(8000);
  });
});
