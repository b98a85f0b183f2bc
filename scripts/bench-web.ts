// Builds the app, opens the home route in Chromium and prints the gzip size of every script it loads.
// Goal: at most 150 KB of JavaScript, gzip, for the home route.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium';
import { startBuiltServer } from './lib/start-server';

const GOAL_KB = 150;

if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const server = await startBuiltServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.startsWith(server.url)) return;
    const body = await response.body();
    scripts.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(server.url + '/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  const rows = [...scripts].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  console.log('\nJavaScript loaded by the home route (gzip -9):');
  for (const [path, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  console.log(
    `  ${(total / 1024).toFixed(1).padStart(7)} KB  total in ${rows.length} files (goal ≤ ${GOAL_KB} KB)`,
  );
  console.log(total / 1024 <= GOAL_KB ? 'within the goal' : 'OVER THE GOAL');
} finally {
  await browser.close();
  await server.stop();
}
