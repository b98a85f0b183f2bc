// Builds the app, serves it with the real server on a free port and a throw-away data folder, and runs
// Lighthouse (mobile preset) five times on every screen a user can land on (lib/landing-routes.ts): the
// site's pages signed out, as a first-time visitor opens them, the app's screens signed in as an Italian guest
// with three foods (its cookies in the browser's jar as after signing in; the browser speaks Italian too).
// Each of those runs is a first visit: nothing of the app kept on the device, only the cookies.
// Then the returning visit to /fridge, once the service worker controls the app (every visit after the
// first): Lighthouse with the storage kept (online), and the browser itself online and offline (Lighthouse
// cannot go offline; lib/warm-visit.ts, the CPU slowed as Lighthouse's preset does, the network not).
// Prints the medians in two tables against the goals and exits with 1 below any of them.
// A run that could not measure its page (a Lighthouse runtime error, a screen without its heading or at
// another address, a returning visit that never shows the items) exits 1 too, in either mode; a run whose
// trace Lighthouse itself recorded without the navigation's start (NO_NAVSTART) is made again, up to twice.
// BENCH_SKIP_BUILD=1 reuses the last build; LIGHTHOUSE_RUNS changes the number of runs.
// BENCH_QUICK=1 (run by `npm test`, with BENCH_SKIP_BUILD=1): one run of `/fridge` (a page drawn for its
// user) and of the returning visit, their figures printed, the goals not judged; it exits 1 only when it cannot run or a page could not
// be measured.
import { spawnSync } from 'node:child_process';
import { chromium, type BrowserContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { judge, QUICK } from './lib/bench-quick';
import { CHROMIUM_PATH, launchChromium } from './lib/chromium';
import { guestCookie } from './lib/guest-session';
import { LANDING_ROUTES, landOn } from './lib/landing-routes';
import { startBuiltServer } from './lib/start-server';
import { cookiesOf, firstVisit, warmVisit, type WarmFigures } from './lib/warm-visit';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 5));
const ROUTES = QUICK ? LANDING_ROUTES.filter((r) => r.path === '/fridge') : LANDING_ROUTES;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The guest is Italian: so is the browser (headless Chromium takes its languages from --accept-lang).
  '--lang=it-IT',
  '--accept-lang=it-IT,it',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What makes the performance score besides FCP, LCP, TBT and CLS: printed for each run, no goal. */
  speedIndexMs: number;
}

interface Goal<K extends string> {
  key: K;
  label: string;
  /** None: the figure is shown, not judged. */
  goal?: number;
  atMost?: boolean;
  show: (v: number) => string;
}

const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ms = (v: number) => `${Math.round(v)} ms`;

/** Each figure's goal on a first visit: scores at least, LCP, TBT and CLS at most. */
const GOALS: Goal<keyof Figures>[] = [
  { key: 'performance', label: 'Perf', goal: 95, show: String },
  { key: 'accessibility', label: 'A11y', goal: 100, show: String },
  { key: 'best-practices', label: 'BP', goal: 100, show: String },
  { key: 'seo', label: 'SEO', goal: 100, show: String },
  { key: 'lcpMs', label: 'LCP', goal: 1800, atMost: true, show: seconds },
  { key: 'tbtMs', label: 'TBT', goal: 150, atMost: true, show: ms },
  { key: 'cls', label: 'CLS', goal: 0.02, atMost: true, show: (v) => v.toFixed(3) },
];

/** The returning visit's goals: the fridge's items in its first paint, then quick and free to answer. */
// Items is 1 when the first paint had them, NaN where the tool cannot tell (Lighthouse); so is the first
// paint itself (Lighthouse gives the first contentful paint only).
const WARM_GOALS: Goal<'items' | 'fpMs' | 'fcpMs' | 'lcpMs' | 'tbtMs'>[] = [
  { key: 'items', label: 'Items in 1st paint', goal: 1, show: (v) => (v >= 1 ? 'yes' : 'no') },
  { key: 'fpMs', label: '1st paint', show: seconds },
  { key: 'fcpMs', label: 'FCP', show: seconds },
  { key: 'lcpMs', label: 'LCP', goal: 1000, atMost: true, show: seconds },
  { key: 'tbtMs', label: 'TBT', goal: 150, atMost: true, show: ms },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Works in the browser Lighthouse drives, in its own context (where Lighthouse opens its tabs). */
async function inLighthouseBrowser<T>(
  port: number,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await work(browser.contexts()[0]!);
  } finally {
    // Only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(
  url: string,
  port: number,
  keepStorage = false,
): Promise<{ figures: Figures; failed: string[]; runtimeError?: string }> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The returning visit: the service worker, its caches and the kept fridge stay, as on the phone.
    disableStorageReset: keepStorage,
    // A first visit has nothing of the app on the device: Lighthouse's default reset would leave what the
    // page keeps in IndexedDB and localStorage (the fridge, the language). The cookies stay: the signed-in
    // guest stays signed in.
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'indexeddb',
      'local_storage',
    ],
  };
  let result = await lighthouse(url, flags);
  // Lighthouse's own trace can miss the navigation's start when the page's process commits it (a local
  // server answers in milliseconds) before its tracing has begun: the trace then holds only other frames'
  // starts (NO_NAVSTART). Not a fault of the page: that run is made again, and says so.
  for (let again = 0; again < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; again++) {
    console.log(`${url}: Lighthouse's trace missed the navigation's start (NO_NAVSTART); measured again`);
    result = await lighthouse(url, flags);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  // The audits that cost points, to say what to fix.
  const failed = Object.values(categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs)
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const items = (audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      return `${ref.id} (${audits[ref.id]?.title}) ${JSON.stringify(items.slice(0, 2)).slice(0, 400)}`;
    });
  // A run that could not measure the page says why (its scores are then 0); one that ended at another
  // address measured another screen.
  const { runtimeError, finalDisplayedUrl } = result.lhr;
  const landed = new URL(finalDisplayedUrl).pathname;
  const unmeasured = runtimeError
    ? `runtime error: ${runtimeError.code} ${runtimeError.message}`
    : landed !== new URL(url).pathname
      ? `ended at ${landed}`
      : undefined;
  if (unmeasured) failed.push(unmeasured);
  // What moved, when the layout shifted.
  const shifts = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  if (shifts.length > 0) failed.push(`layout shifts: ${JSON.stringify(shifts.slice(0, 3)).slice(0, 600)}`);
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Infinity,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      speedIndexMs: audits['speed-index']?.numericValue ?? Infinity,
    },
    failed,
    ...(unmeasured ? { runtimeError: unmeasured } : {}),
  };
}

/** Figures as JSON, to the thousandth. */
function rounded(figures: object): string {
  return JSON.stringify(figures, (_, v: unknown) =>
    typeof v === 'number' ? Math.round(v * 1000) / 1000 : v,
  );
}

/**
 * Lighthouse `RUNS` times on `url`: the figures of every run that measured the page (the others are listed in
 * `unmeasured`), the problems seen once each.
 */
async function auditRuns(label: string, url: string, port: number, keepStorage = false) {
  const runs: Figures[] = [];
  const failed = new Set<string>();
  for (let i = 0; i < RUNS; i++) {
    const run = await audit(url, port, keepStorage);
    run.failed.forEach((id) => failed.add(id));
    if (run.runtimeError) unmeasured.push(`${label} run ${i + 1}: ${run.runtimeError}`);
    else runs.push(run.figures);
    console.log(`${label} run ${i + 1}/${RUNS}: ${rounded(run.figures)}`);
  }
  for (const problem of failed) console.log(`${label}: ${problem}`);
  return runs;
}

/**
 * One row of a table: the label, each figure's median and whether the row holds its goals. A figure that is
 * NaN was not measured by this row's tool: shown as "-", not judged.
 */
function row<K extends string>(label: string, goals: Goal<K>[], runs: Record<K, number>[]): string[] {
  // No run measured the page: `unmeasured` says why, and fails the benchmark.
  if (runs.length === 0) return [label, ...goals.map(() => '-'), 'NOT MEASURED'];
  const shortfalls: string[] = [];
  const cells = goals.map(({ key, label: name, goal, atMost, show }) => {
    const value = median(runs.map((r) => r[key]));
    if (Number.isNaN(value)) return '-';
    if (goal !== undefined && !(atMost ? value <= goal : value >= goal)) shortfalls.push(name);
    return show(value);
  });
  if (shortfalls.length > 0 && !QUICK) below = true;
  const verdict = QUICK ? '-' : shortfalls.length === 0 ? 'ok' : `BELOW: ${shortfalls.join(', ')}`;
  return [label, ...cells, verdict];
}

function printTable<K extends string>(title: string, goals: Goal<K>[], rows: string[][]): void {
  const goalRow = [
    'goal',
    ...goals.map(({ goal, atMost, show }) => {
      if (goal === undefined) return '-';
      // A yes/no figure's goal is its yes.
      return `${atMost ? '≤ ' : /^\d/.test(show(goal)) ? '≥ ' : ''}${show(goal)}`;
    }),
    '',
  ];
  const table = [['route', ...goals.map((g) => g.label), ''], goalRow, ...rows];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  console.log(`\n${title}${QUICK ? ' (quick run: goals not judged)' : ''}:`);
  for (const cells of table) console.log(cells.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}

if (!process.env.BENCH_SKIP_BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

// As `npm start` serves it: the production builds of the libraries, also for the pages drawn on the server.
const server = await startBuiltServer({ NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
// A browser of its own for what Lighthouse does not see: whether each screen shows, the returning visit.
const browser = await launchChromium();
let below = false;
const unmeasured: string[] = [];
try {
  const cookie = await guestCookie(server.url);
  const rows: string[][] = [];
  for (const { path, signedIn } of ROUTES) {
    const jar = signedIn ? cookiesOf(cookie, server.url) : [];
    // Lighthouse keeps cookies between runs: each route gets the jar of its visitor.
    await inLighthouseBrowser(chrome.port, async (context) => {
      await context.clearCookies();
      await context.addCookies(jar);
    });
    const context = await browser.newContext({ locale: 'it-IT', serviceWorkers: 'block' });
    await context.addCookies(jar);
    const notShown = await landOn(await context.newPage(), server.url, path);
    await context.close();
    if (notShown) unmeasured.push(notShown);
    rows.push(row(path, GOALS, await auditRuns(path, server.url + path, chrome.port)));
  }
  printTable(`Lighthouse, mobile preset, median of ${RUNS} runs`, GOALS, rows);

  // The returning visit. Lighthouse's: the first visit installs the worker and keeps the fridge in its
  // browser, then every run keeps the storage.
  await inLighthouseBrowser(chrome.port, async (context) => {
    await context.clearCookies();
    await firstVisit(context, server.url, cookie);
  });
  const lighthouseWarm = await auditRuns('/fridge returning', `${server.url}/fridge`, chrome.port, true);
  const warmRows = [
    row(
      'online, Lighthouse',
      WARM_GOALS,
      lighthouseWarm.map((r) => ({ ...r, items: NaN, fpMs: NaN })),
    ),
  ];
  // The browser's own, online and offline: items in the first paint, paints and long tasks as they happen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT' });
  await firstVisit(context, server.url, cookie);
  for (const offline of [false, true]) {
    const label = offline ? 'offline, browser' : 'online, browser';
    const runs: (Omit<WarmFigures, 'itemsInFirstPaint'> & { items: number })[] = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        const { itemsInFirstPaint, ...figures } = await warmVisit(context, `${server.url}/fridge`, offline);
        runs.push({ items: itemsInFirstPaint ? 1 : 0, ...figures });
        console.log(`/fridge returning ${label} run ${i + 1}/${RUNS}: ${rounded(runs.at(-1)!)}`);
      } catch (error) {
        unmeasured.push(`/fridge returning ${label} run ${i + 1}: ${String(error)}`);
      }
    }
    warmRows.push(row(label, WARM_GOALS, runs));
  }
  printTable(
    `Returning visit to /fridge (service worker in control), median of ${RUNS} runs`,
    WARM_GOALS,
    warmRows,
  );

  const measured = judge('Checks', [
    {
      text: `every run measured its page${unmeasured.length > 0 ? `; not: ${unmeasured.join('; ')}` : ''}`,
      ok: unmeasured.length === 0,
    },
  ]);
  if (!measured) below = true;
} finally {
  await browser.close();
  await chrome.kill();
  await server.stop();
}
if (below) process.exit(1);
