// A Vitest reporter for mutation runs: a test file that fails to load gets one failed test. Stryker's Vitest
// runner (9.6.1, and 10.0.0) reads only the tests a file collected, so a mutant that makes a module throw as
// it loads (a static mutant of a table built at load) left no failing test and counted as survived.
import type { RunnerTestCase } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

export class UnloadableFileFails implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      // Only the fields read once the run has ended: a test proper holds a context that only Vitest builds.
      const failed = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as unknown as RunnerTestCase;
      file.tasks.push(failed);
    }
  }
}
