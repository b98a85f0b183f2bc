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
    while (this.recent.length > 0 && (this.recent.length >= KEPT || now - this.recent[0]!.at > RECENT_MS)) {
      this.recent.shift();
    }
    const slowest = Math.max(this.minimumMs, workedMs, ...this.recent.map((r) => r.ms));
    this.recent.push({ at: now, ms: workedMs });
    return Math.max(0, Math.min(LONGEST_MS, slowest) - workedMs);
  }
}
