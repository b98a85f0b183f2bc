// The whole suite, as `npm test` runs it: the checks, the unit and integration tests, the browser tests, and
// one closing line. What does not wait on something else runs at the same time, as the machine has cores to
// spare while tests wait on a database or a timer: the three checks together, and the build for the browser
// tests while Vitest runs (its output is held back and shown once Vitest has printed its own).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumInstalled } from './lib/chromium';

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

// The checks print only what they find; each is shown whole once done.
const checks = await Promise.all(
  ['typecheck', 'lint', 'format:check'].map((script) => npmRun(script, { quiet: true })),
);
if (failed(checks)) process.exit(1);
console.log('✓ typecheck, lint and format');

// Built as the README's `NODE_ENV=development npm start` builds (scripts/e2e.ts says why).
const building = chromiumInstalled()
  ? npmRun('build', { quiet: true, env: { ...process.env, NODE_ENV: 'development' } })
  : undefined;
const unit = await npmRun('test:unit');
const build = await building;
if (failed([unit, ...(build ? [build] : [])])) process.exit(1);
if (build) console.log('✓ build for the browser tests');

const e2e = await npmRun('test:e2e', { env: { ...process.env, E2E_SKIP_BUILD: build ? '1' : '' } });
const summary = await npmRun('test:summary');
process.exit(e2e.status !== 0 ? e2e.status : summary.status);
