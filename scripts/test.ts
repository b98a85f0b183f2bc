// The whole suite, as `npm test` runs it: the checks, the unit and integration tests, the browser tests, each
// benchmark in its quick mode (so none rots; see scripts/lib/bench-quick.ts), and one closing line.
// Everything that does not wait on something else runs at the same time, as two lines of work on the
// machine's two cores (ADR 032):
// - the checks, then Vitest;
// - the build, then the browser tests;
// and then the benchmarks, each taken by whichever line is free first.
// Vitest's server tests wait on databases and timers much of the time, and the browser tests fill that time.
// Vitest prints as it goes; what the other line prints is held back until Vitest has printed its own.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { CHROMIUM_PATH, chromiumInstalled } from './lib/chromium';

interface Finished {
  name: string;
  status: number;
  output: string;
}

/** Where a run's output goes: the terminal, now or once `until` has resolved; or kept, to show on failure. */
type Shown = { quiet: true } | { quiet?: false; until?: Promise<unknown> };

/** Runs `npm run <script>`. */
function npmRun(script: string, { env = process.env, ...shown }: Shown & { env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<Finished>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let held: string[] | undefined = [];
    const show = (text: string) => (held ? held.push(text) : process.stdout.write(text));
    if (!shown.quiet) {
      void (shown.until ?? Promise.resolve()).then(() => {
        process.stdout.write(held!.join(''));
        held = undefined;
      });
    }
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (!shown.quiet) show(chunk.toString());
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ name: script, status: code ?? 1, output }));
  });
}

function failed(results: Finished[]): boolean {
  const failures = results.filter((r) => r.status !== 0);
  for (const f of failures) console.error(`\n✗ npm run ${f.name} failed (exit ${f.status})\n${f.output}`);
  return failures.length > 0;
}

/** A benchmark's quick mode, and what it needs. */
interface Benchmark {
  script: string;
  needs: 'chromium' | 'postgres';
}

/** What the benchmarks said: a line each, in their order, and whether all held. */
const benchLines = new Map<string, string>();
let benchesHeld = true;

/**
 * Runs the benchmarks left in `queue`, one at a time, until none is left: each line of work takes the next
 * once it is free, so neither waits at the end while the other still has some to run.
 */
async function runBenchmarks(queue: Benchmark[]): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  for (let next = queue.shift(); next; next = queue.shift()) {
    const started = performance.now();
    const env = {
      ...process.env,
      BENCH_QUICK: '1',
      BENCH_SKIP_BUILD: '1',
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    };
    const result = await npmRun(next.script, { quiet: true, env });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.status === 0) benchLines.set(next.script, `✓ npm run ${next.script}, quick (${seconds} s)`);
    else {
      benchLines.set(
        next.script,
        `\n✗ npm run ${next.script} failed (exit ${result.status})\n${result.output}`,
      );
      benchesHeld = false;
    }
  }
}

rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/e2e.json', { force: true });

const withChromium = chromiumInstalled();
const ci = process.env.CI === 'true';

// The checks print only what they find, once all three are done.
const checking = Promise.all(
  ['typecheck', 'lint', 'format:check'].map((script) => npmRun(script, { quiet: true })),
);
const unit = npmRun('test:unit');
const unitShown = unit.then(() => undefined);

// The benchmarks: the PostgreSQL ones on scratch databases of TEST_DATABASE_URL's server, the browser ones on
// the build below; the browser ones join the queue once the browser tests are done.
const BENCHMARKS: Benchmark[] = [
  { script: 'bench:web', needs: 'chromium' },
  { script: 'bench:lighthouse', needs: 'chromium' },
  { script: 'bench:capture', needs: 'chromium' },
  { script: 'bench:api', needs: 'postgres' },
  { script: 'bench:events', needs: 'postgres' },
  { script: 'bench:reminders', needs: 'postgres' },
  { script: 'bench:soak', needs: 'postgres' },
];
const queue: Benchmark[] = [];
if (process.env.TEST_DATABASE_URL) queue.push(...BENCHMARKS.filter((b) => b.needs === 'postgres'));
else
  benchLines.set(
    'postgres',
    '- the PostgreSQL benchmarks not run: they need PostgreSQL (set TEST_DATABASE_URL)',
  );

// The first line: Vitest, then the benchmarks left.
const firstLine = (async () => {
  await unit;
  await runBenchmarks(queue);
})();

// The second line: the build (as the README's `NODE_ENV=development npm start` builds; scripts/e2e.ts says
// why), the browser tests on it, then the benchmarks left. Its output waits for Vitest's.
const secondLine = (async () => {
  if (!withChromium) {
    // scripts/e2e.ts says the browser is missing: a failure under CI=true.
    const e2e = await npmRun('test:e2e', { until: unitShown });
    const line = `Chromium not found at ${CHROMIUM_PATH}: the browser benchmarks not run`;
    benchLines.set('chromium', ci ? `✗ ${line}` : `- ${line}`);
    if (ci) benchesHeld = false;
    await runBenchmarks(queue);
    return { e2e };
  }
  const build = await npmRun('build', { quiet: true, env: { ...process.env, NODE_ENV: 'development' } });
  if (build.status !== 0) return { build };
  const buildShown = unitShown.then(() => console.log('✓ build for the browser tests'));
  const e2e = await npmRun('test:e2e', { env: { ...process.env, E2E_SKIP_BUILD: '1' }, until: buildShown });
  queue.unshift(...BENCHMARKS.filter((b) => b.needs === 'chromium'));
  await runBenchmarks(queue);
  return { build, e2e };
})();

const checks = await checking;
await unitShown;
const checksFailed = failed(checks);
if (!checksFailed) console.log('✓ typecheck, lint and format');
const [, second] = await Promise.all([firstLine, secondLine]);
const unitFailed = failed([await unit]);
const buildFailed = second.build ? failed([second.build]) : false;
for (const line of benchLines.values()) console.log(line);
const summary = await npmRun('test:summary');
const e2eStatus = second.e2e?.status ?? 1;
const held = !checksFailed && !unitFailed && !buildFailed && benchesHeld;
process.exit(e2eStatus !== 0 ? e2eStatus : held ? summary.status : 1);
