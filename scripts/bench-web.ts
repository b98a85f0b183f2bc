// Builds the app, opens every screen a user can land on (lib/landing-routes.ts: the site's pages signed out,
// the app's signed in as a guest with foods) in Chromium, each as a first visit, and prints the gzip size of
// every script each loads before the first interaction. Goal: at most 150 KB of JavaScript, gzip, for each;
// the script exits with 1 above it. BENCH_SKIP_BUILD=1 reuses the last build.
// Every script must load (a 2xx answer) and every screen must show its heading at its own address (no
// redirect): a failure of either exits 1 too, in either mode.
// BENCH_QUICK=1 (run by `npm test`, with BENCH_SKIP_BUILD=1): the same visits and figures, the goal not
// judged; it exits 1 only when it cannot run, a script fails to load or a screen is not shown.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { judge, QUICK } from './lib/bench-quick';
import { launchChromium, lightestChromium } from './lib/chromium';
import { guestCookie } from './lib/guest-session';
import { LANDING_ROUTES, landOn } from './lib/landing-routes';
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
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script')
      failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  // Each script's body is read before the page closes: one arriving last must not be read from a closed page.
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.startsWith(baseUrl)) return;
    if (!response.ok()) failed.push(`${url} (${response.status()})`);
    reading.push(
      response
        .body()
        // A worker's script cannot be read once the worker has ended: asked for again.
        .catch(() => page.request.get(url).then((again) => again.body()))
        .then((body) => {
          scripts.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length);
        }),
    );
  });
  const notShown = await landOn(page, baseUrl, path);
  // The page's own inline script counts as well (the one that notes what is tapped before the app starts).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type])')]
      .map((script) => script.textContent)
      .join(''),
  );
  if (inline) scripts.set('(inline in the page)', gzipSync(inline, { level: 9 }).length);
  await page.waitForLoadState('networkidle');
  // What arrives once the network is quiet (a script a screen asks for later) is not counted.
  page.removeAllListeners('response');
  await Promise.all(reading);
  await context.close();
  return { rows: [...scripts].sort((a, b) => b[1] - a[1]), failed, notShown };
}

// As `npm start` serves it: the production builds of the libraries, also for the pages drawn on the server.
const server = await startBuiltServer({ NODE_ENV: 'production' });
// The bytes a page loads are the engine's matter: the headless shell, where installed, loads the same.
const browser = await launchChromium(lightestChromium());
let held = true;
const totals: [string, number][] = [];
try {
  const cookie = await guestCookie(server.url);
  for (const { path, signedIn } of LANDING_ROUTES) {
    const session = signedIn ? cookie : undefined;
    const { rows, failed, notShown } = await scriptsOf(browser, server.url, path, session);
    const total = rows.reduce((sum, [, size]) => sum + size, 0);
    totals.push([path, total]);
    console.log(`\nJavaScript loaded by ${path}${session ? ' (signed in as a guest)' : ''} (gzip -9):`);
    for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total in ${rows.length} files`);
    const verdicts = [
      { text: `${(total / 1024).toFixed(1)} KB ≤ ${GOAL_KB} KB`, ok: total / 1024 <= GOAL_KB, goal: true },
      {
        text: `every script loaded${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}`,
        ok: rows.length > 0 && failed.length === 0,
      },
      { text: notShown ?? `${path} shows its heading`, ok: !notShown },
    ];
    if (!judge(`Goal of ${path}`, verdicts)) held = false;
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nJavaScript before the first interaction, gzip${QUICK ? ' (quick run: goal not judged)' : ''}:`,
);
for (const [path, total] of totals) {
  const kb = total / 1024;
  const verdict = QUICK ? '-' : kb <= GOAL_KB ? 'ok' : 'ABOVE';
  console.log(`  ${path.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB  ≤ ${GOAL_KB} KB  ${verdict}`);
}
if (!held) process.exit(1);
