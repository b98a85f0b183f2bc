// Builds the app, opens the home route and the fridge (signed in as a guest) in Chromium, each as a first
// visit, and prints the gzip size of every script each loads. Goal: at most 150 KB of JavaScript, gzip, for
// each; the script exits with 1 above it. BENCH_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { launchChromium } from './lib/chromium';
import { guestCookie } from './lib/guest-session';
import { startBuiltServer } from './lib/start-server';

const GOAL_KB = 150;

if (!process.env.BENCH_SKIP_BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

/** The scripts a first visit of `path` loads, by path, with their gzip size. */
async function scriptsOf(browser: Browser, baseUrl: string, path: string, cookie?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    ...(cookie ? { extraHTTPHeaders: { Cookie: cookie } } : {}),
  });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.startsWith(baseUrl)) return;
    const body = await response.body();
    scripts.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].sort((a, b) => b[1] - a[1]);
}

// As `npm start` serves it: the production builds of the libraries, also for the pages drawn on the server.
const server = await startBuiltServer({ NODE_ENV: 'production' });
const browser = await launchChromium();
let over = false;
try {
  const cookie = await guestCookie(server.url);
  for (const [path, session] of [
    ['/', undefined],
    ['/fridge', cookie],
  ] as const) {
    const rows = await scriptsOf(browser, server.url, path, session);
    const total = rows.reduce((sum, [, size]) => sum + size, 0);
    console.log(`\nJavaScript loaded by ${path}${session ? ' (signed in as a guest)' : ''} (gzip -9):`);
    for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    console.log(
      `  ${(total / 1024).toFixed(1).padStart(7)} KB  total in ${rows.length} files (goal ≤ ${GOAL_KB} KB)`,
    );
    const within = total / 1024 <= GOAL_KB;
    console.log(within ? 'within the goal' : 'OVER THE GOAL');
    if (!within) over = true;
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) process.exit(1);
