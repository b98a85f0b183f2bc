// The benchmarks' quick mode, BENCH_QUICK=1: the same code path end to end at a tiny size, in seconds, so
// `npm test` runs every benchmark and none rots. A tiny run says nothing about the goals (speed, size, memory,
// query plans that depend on the table's size): their figures are printed, not judged. What must hold at any
// size is still judged: every request answered, every event or reminder delivered once.

export const QUICK = process.env.BENCH_QUICK === '1';

export interface Verdict {
  text: string;
  ok: boolean;
  /** A goal of speed, size or scale, judged only at full size; otherwise a check, judged in both modes. */
  goal?: boolean;
}

/** Prints each verdict under `title`; true when every one judged holds. */
export function judge(title: string, verdicts: Verdict[]): boolean {
  console.log(QUICK ? `\n${title} (quick run: goals not judged, checks judged)` : `\n${title}`);
  let held = true;
  for (const { text, ok, goal } of verdicts) {
    const judged = !(QUICK && goal);
    console.log(`  ${judged ? (ok ? 'PASS' : 'FAIL') : '----'}  ${text}`);
    if (judged && !ok) held = false;
  }
  return held;
}
