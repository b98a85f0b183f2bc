import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './chunk-retry';

afterEach(() => vi.useRealTimers());

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('a part of the app that did not arrive', () => {
  it('is loaded again after 0.5 s, then 1 s, then given up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(missing()));
    const result = retryImport(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(TypeError);
  });

  it('is not loaded again when it failed for another reason', async () => {
    const load = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(retryImport(load)).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
