// Runs `total` calls at a steady rate, each started on time whether the earlier ones have finished or not,
// and counts the failures: the load the event benches put on the database.

export interface SteadyRun {
  failed: number;
  firstError?: string;
  /** From the first call to the last one's end. */
  seconds: number;
}

/** `start(i)` for i in 0…rate·seconds−1, `rate` a second; resolves once every call has settled. */
export async function atSteadyRate(
  { rate, seconds }: { rate: number; seconds: number },
  start: (i: number) => Promise<unknown>,
): Promise<SteadyRun> {
  let failed = 0;
  let firstError: string | undefined;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(
      start(i).then(
        () => undefined,
        (error: unknown) => {
          failed += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        },
      ),
    );
  }
  await Promise.all(running);
  return {
    failed,
    ...(firstError === undefined ? {} : { firstError }),
    seconds: (performance.now() - started) / 1000,
  };
}
