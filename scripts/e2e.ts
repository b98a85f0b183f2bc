// Runs the browser tests: builds the app, starts it on a fresh embedded database, drives Chromium.
// Without Chromium the tests are skipped with a notice, except under CI=true where that is a failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumInstalled } from './lib/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

if (!chromiumInstalled()) {
  const message = `Chromium not found at ${CHROMIUM_PATH} (install it with: apt-get install -y chromium).`;
  if (process.env.CI === 'true') {
    console.error(`${message} Browser tests are required under CI=true.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the browser tests.`);
  process.exit(0);
}

// Built as the README's `NODE_ENV=development npm start` builds: a build is a production build whatever the
// caller's NODE_ENV (the server-side renderer once came out in development form and broke the prerender).
if (
  !process.env.E2E_SKIP_BUILD &&
  run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'development' }) !== 0
) {
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'fridge-e2e-'));
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
