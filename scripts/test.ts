// The whole suite, as `npm test` runs it: the checks, the unit and integration tests, the browser tests, each
// benchmark in its quick mode (so none rots; see scripts/lib/bench-quick.ts), and one closing line. What does not wait on something else runs at the same time, as the machine has cores to
// spare while tests wait on a database or a timer: the three checks together, and the build for the browser
// tests while Vitest runs (its output is held back and shown once Vitest has printed its own).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { CHROMIUM_PATH, chromiumInstalled } from './lib/chromium';

interface Finished {
  name: string;
  status: number;
  output: string;
}

/** Runs `npm run <script>`; its output goes to the terminal as it comes, or is kept to be shown later. */
function npmRun(script: string, { quiet = false, env = process.env } = {}): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ name: script, status: code ?? 1, output }));
  });
}

function failed(results: Finished[]): boolean {
  const failures = results.filter((r) => r.status !== 0);
  for (const f of failures) console.error(`\n✗ npm run ${f.name} failed (exit ${f.status})\n${f.output}`);
  return failures.length > 0;
}

rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/e2e.json', { force: true });

// The checks, Vitest and the build for the browser tests start together: Vitest's server tests wait on
// databases and timers much of the time, and the checks and the build fill that time. The checks print only
// what they find, once all three are done; Vitest prints as it goes.
const checking = Promise.all(
  ['typecheck', 'lint', 'format:check'].map((script) => npmRun(script, { quiet: true })),
);
// Built as the README's `NODE_ENV=development npm start` builds (scripts/e2e.ts says why).
const building = chromiumInstalled()
  ? npmRun('build', { quiet: true, env: { ...process.env, NODE_ENV: 'development' } })
  : undefined;
const unitRun = npmRun('test:unit');
const checksFailed = failed(await checking);
if (!checksFailed) console.log('✓ typecheck, lint and format');
const unit = await unitRun;
const build = await building;
if (failed([unit, ...(build ? [build] : [])]) || checksFailed) process.exit(1);
if (build) console.log('✓ build for the browser tests');

const e2e = await npmRun('test:e2e', { env: { ...process.env, E2E_SKIP_BUILD: build ? '1' : '' } });

// The benchmarks, quick, one after the other (they time themselves): the browser's on the build above, the
// PostgreSQL ones on scratch databases of TEST_DATABASE_URL's server. Each shows its output only on failure.
// (Run side by side they took as long: each is busy on both cores.)
const benchmarks: { script: string; needs: 'chromium' | 'postgres' }[] = [
  { script: 'bench:web', needs: 'chromium' },
  { script: 'bench:lighthouse', needs: 'chromium' },
  { script: 'bench:api', needs: 'postgres' },
  { script: 'bench:events', needs: 'postgres' },
  { script: 'bench:reminders', needs: 'postgres' },
];
const databaseUrl = process.env.TEST_DATABASE_URL;
let benchesFailed = false;
for (const { script, needs } of benchmarks) {
  if (needs === 'chromium' && !build) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: npm run ${script} not run`;
    // Under CI=true the browser tests have failed already for the missing browser.
    console.warn(process.env.CI === 'true' ? `✗ ${message}` : `- ${message}`);
    if (process.env.CI === 'true') benchesFailed = true;
    continue;
  }
  if (needs === 'postgres' && !databaseUrl) {
    console.log(`- npm run ${script} not run: it needs PostgreSQL (set TEST_DATABASE_URL)`);
    continue;
  }
  const started = performance.now();
  const env = {
    ...process.env,
    BENCH_QUICK: '1',
    BENCH_SKIP_BUILD: '1',
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
  };
  const result = await npmRun(script, { quiet: true, env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failed([result])) benchesFailed = true;
  else console.log(`✓ npm run ${script}, quick (${seconds} s)`);
}

const summary = await npmRun('test:summary');
process.exit(e2e.status !== 0 ? e2e.status : benchesFailed ? 1 : summary.status);
