// The reminder loop of an instance: one pass at a time, however long a pass takes, and stop waits for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { emptyReport, type DispatchReport } from './settle';
import { startReminderLoop } from './loop';

let t: TestApp;
beforeAll(async () => {
  // A pass every second (each wait between half and one and a half intervals, with the jitter).
  t = await createTestApp({ REMINDER_INTERVAL_SECONDS: '1' });
});
afterAll(() => t.close());

describe('the reminder loop', () => {
  it('never starts a pass while the previous one runs, and stop waits for the running one', async () => {
    let running = 0;
    let most = 0;
    let started = 0;
    let finished = 0;
    let thirdStarted!: () => void;
    const third = new Promise<void>((resolve) => (thirdStarted = resolve));
    async function slowPass(): Promise<DispatchReport> {
      running += 1;
      most = Math.max(most, running);
      if (++started === 3) thirdStarted();
      // Longer than the longest wait between passes: a loop on a plain timer would start the next meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      running -= 1;
      finished += 1;
      return emptyReport();
    }
    const loop = await startReminderLoop(t.deps, {}, slowPass);
    await third;
    // Stopped in the middle of the third pass: stop returns once that pass has ended.
    await loop.stop();
    expect({ most, running, started, finished }).toEqual({ most: 1, running: 0, started: 3, finished: 3 });
  }, 20_000);
});
