// When an answer may go: for a request whose answer must not tell, by when it comes, which way the request
// went (a sign-up to an address that has an account, or not). A fixed minimum hides the difference only while
// the work fits in it: on a busy server, making an account (its rows, its code to e-mail) took longer than
// the minimum and longer than the answer for a taken address, which came sooner. So an answer also waits for
// the slowest of the recent ones of its kind: whichever way it went, it comes no sooner than the others.

/** The answers remembered: those of the last two minutes, at most this many. */
const RECENT_MS = 2 * 60_000;
const KEPT = 16;
/**
 * However slow the recent answers were, none waits longer than this in all. Past it, the difference shows
 * again: on a machine busy enough to take 3 s to make an account (CI), a cap of 3 s let the taken address be
 * answered 0.4 s sooner. Waiting costs the server an open connection, and sign-ups are limited per network.
 */
const LONGEST_MS = 10_000;

export class AnswerFloor {
  private readonly recent: { at: number; ms: number }[] = [];

  constructor(private readonly minimumMs: number) {}

  /**
   * How much longer the answer whose work took `workedMs` waits before it goes; it is remembered as one of
   * the recent ones. `now` is `performance.now()`'s.
   */
  waitFor(workedMs: number, now = performance.now()): number {
    return this.hold(workedMs, now).wait;
  }

  /**
   * As `waitFor`, and `answered` then tells how long the answer took in all, once its wait is over: a wait
   * that ran late (a busy process's timer) made that answer later than its work, and the later answers wait
   * for that too. Only the work counted, they came up to the lateness sooner (a quarter of a second, in CI).
   */
  hold(workedMs: number, now = performance.now()): { wait: number; answered(totalMs: number): void } {
    while (this.recent.length > 0 && (this.recent.length >= KEPT || now - this.recent[0]!.at > RECENT_MS)) {
      this.recent.shift();
    }
    const slowest = Math.max(this.minimumMs, workedMs, ...this.recent.map((r) => r.ms));
    const entry = { at: now, ms: workedMs };
    this.recent.push(entry);
    return {
      wait: Math.max(0, Math.min(LONGEST_MS, slowest) - workedMs),
      answered: (totalMs) => {
        entry.ms = Math.max(entry.ms, totalMs);
      },
    };
  }
}
