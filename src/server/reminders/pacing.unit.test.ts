// The dispatcher's pacing: retry delays by exponential backoff with jitter, and the limit of sends in flight.
import { describe, expect, it } from 'vitest';
import { limiter, retryDelay } from './pacing';

describe('backoff', () => {
  it('doubles from the base, with jitter between half and all of it, capped at an hour', () => {
    expect(retryDelay(60_000, 1, () => 0)).toBe(30_000);
    expect(retryDelay(60_000, 1, () => 1)).toBe(60_000);
    expect(retryDelay(60_000, 3, () => 1)).toBe(240_000);
    expect(retryDelay(60_000, 20, () => 1)).toBe(3_600_000);
  });
});

describe('the limiter', () => {
  /** A task that waits until `release` is called, noting when it starts. */
  function held(log: string[], name: string) {
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    return {
      task: async () => {
        log.push(`start ${name}`);
        await done;
        log.push(`end ${name}`);
      },
      release: () => release(),
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('runs at most `max` tasks at once, the others in the order given as slots free up', async () => {
    const run = limiter(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => held(log, name));
    const all = [a!, b!, c!, d!].map(({ task }) => run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    b!.release();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a!.release();
    await settle();
    expect(log.slice(4)).toEqual(['end a', 'start d']);
    c!.release();
    d!.release();
    await Promise.all(all);
    // Every slot was given back: two new tasks start at once.
    const [e, f] = ['e', 'f'].map((name) => held(log, name));
    const more = [e!, f!].map(({ task }) => run(task));
    await settle();
    expect(log.slice(-2)).toEqual(['start e', 'start f']);
    e!.release();
    f!.release();
    await Promise.all(more);
  });

  it('frees the slot of a task that fails, and passes the failure on', async () => {
    const run = limiter(1);
    await expect(run(() => Promise.reject(new Error('push refused')))).rejects.toThrow('push refused');
    const log: string[] = [];
    const next = held(log, 'next');
    const running = run(next.task);
    await settle();
    expect(log).toEqual(['start next']);
    next.release();
    await running;
  });
});
