import { describe, expect, it } from 'vitest';
import { AnswerFloor } from './answer-floor';

describe('an answer that must not tell which way it went', () => {
  it('waits for the minimum while the work fits in it', () => {
    const floor = new AnswerFloor(400);
    expect(floor.waitFor(100, 0)).toBe(300);
    expect(floor.waitFor(390, 10)).toBe(10);
  });

  it('waits for the slowest recent answer once the work outgrew the minimum, as on a busy server', () => {
    const floor = new AnswerFloor(400);
    // An account made in 700 ms; the taken address's answer after it, whose work took 300 ms, comes no sooner.
    expect(floor.waitFor(700, 0)).toBe(0);
    expect(floor.waitFor(300, 1000)).toBe(400);
  });

  it('forgets the slow ones after two minutes, or after sixteen newer ones', () => {
    const byTime = new AnswerFloor(400);
    byTime.waitFor(900, 0);
    expect(byTime.waitFor(100, 121_000)).toBe(300);
    const byCount = new AnswerFloor(400);
    byCount.waitFor(900, 0);
    for (let i = 1; i < 16; i++) byCount.waitFor(100, i);
    expect(byCount.waitFor(100, 20)).toBe(300);
  });

  it('waits for how long a recent answer took in all, when its wait ran late', () => {
    const floor = new AnswerFloor(400);
    // Its work took 100 ms and it was to wait 300 more, but a busy process sent it after 650 ms.
    const late = floor.hold(100, 0);
    expect(late.wait).toBe(300);
    late.answered(650);
    expect(floor.waitFor(50, 1000)).toBe(600);
  });

  it('never waits past 10 s in all', () => {
    const floor = new AnswerFloor(400);
    floor.waitFor(30_000, 0);
    expect(floor.waitFor(100, 1)).toBe(9900);
  });
});
