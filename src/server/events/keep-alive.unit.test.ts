// The keep-alive comments: every open stream gets one each period, spread over it, none after it is removed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAlive } from './keep-alive';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function streams(n: number) {
  return Array.from({ length: n }, () => ({
    comments: 0,
    comment() {
      this.comments += 1;
    },
  }));
}

describe('keep-alive comments', () => {
  it('reach every stream once a period, a slice of them at a time', () => {
    const kept = keepAlive<ReturnType<typeof streams>[number]>(25_000, 25);
    const open = streams(100);
    for (const stream of open) kept.add(stream);
    vi.advanceTimersByTime(1000);
    // One slice of 25: 4 of the 100 streams, not all of them at once.
    expect(open.filter((s) => s.comments > 0)).toHaveLength(4);
    vi.advanceTimersByTime(24_000);
    expect(open.map((s) => s.comments)).toEqual(open.map(() => 1));
  });

  it('stop for a stream removed, and run no timer once none is left', () => {
    const kept = keepAlive<ReturnType<typeof streams>[number]>(25_000, 25);
    const [gone, staying] = streams(2) as [
      ReturnType<typeof streams>[number],
      ReturnType<typeof streams>[number],
    ];
    const removeGone = kept.add(gone);
    const removeStaying = kept.add(staying);
    removeGone();
    removeGone();
    vi.advanceTimersByTime(50_000);
    expect([gone.comments, staying.comments]).toEqual([0, 2]);
    removeStaying();
    expect(vi.getTimerCount()).toBe(0);
  });
});
