// Builds the app, serves it with the real server on a free port and a throw-away data folder, and runs
// Lighthouse (mobile preset) five times on the home route and on the fridge (signed in as an Italian guest
// with three foods, its cookies in the browser's jar as after signing in; the browser speaks Italian too).
// Prints the medians against the goals and exits with 1 below any of them.
// A run that could not measure its page (a Lighthouse runtime error) exits 1 too, in either mode.
// BENCH_SKIP_BUILD=1 reuses the last build; LIGHTHOUSE_RUNS changes the number of runs.
// BENCH_QUICK=1 (run by `npm test`, with BENCH_SKIP_BUILD=1): one run of each route, its figures printed,
// the goals not judged; it exits 1 only when it cannot run or a page could not be measured.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { judge, QUICK } from './lib/bench-quick';
import { CHROMIUM_PATH } from './lib/chromium';
import { guestCookie } from './lib/guest-session';
import { startBuiltServer } from './lib/start-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 5));
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
  lcpMs: number;
  cls: number;
}

/** Each figure's goal: scores at least, LCP and CLS at most. */
const GOALS: {
  key: keyof Figures;
  label: string;
  goal: number;
  atMost?: boolean;
  show: (v: number) => string;
}[] = [
  { key: 'performance', label: 'Performance', goal: 95, show: String },
  { key: 'accessibility', label: 'Accessibility', goal: 100, show: String },
  { key: 'best-practices', label: 'Best practices', goal: 100, show: String },
  { key: 'seo', label: 'SEO', goal: 100, show: String },
  { key: 'lcpMs', label: 'LCP', goal: 1800, atMost: true, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'cls', label: 'CLS', goal: 0.02, atMost: true, show: (v) => v.toFixed(3) },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Puts the cookies of a Cookie header into the browser's jar (Lighthouse keeps cookies between runs): sent
 * as an extra header instead, they would give way to the first cookie the page sets itself.
 */
async function addCookies(port: number, url: string, header: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const cookies = header.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
    await browser.contexts()[0]!.addCookies(cookies);
  } finally {
    // Only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(
  url: string,
  port: number,
): Promise<{ figures: Figures; failed: string[]; runtimeError?: string }> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
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
  // A run that could not measure the page says why (its scores are then 0).
  const { runtimeError } = result.lhr;
  const unmeasured = runtimeError && `runtime error: ${runtimeError.code} ${runtimeError.message}`;
  if (unmeasured) failed.push(unmeasured);
  // What makes the performance score besides LCP and CLS.
  const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  failed.push(
    `first paint ${metric('first-contentful-paint')} ms, blocking ${metric('total-blocking-time')} ms, ` +
      `speed index ${metric('speed-index')} ms`,
  );
  // What moved, when the layout shifted.
  const shifts = (audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  if (shifts.length > 0) failed.push(`layout shifts: ${JSON.stringify(shifts.slice(0, 3)).slice(0, 600)}`);
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    },
    failed,
    ...(unmeasured ? { runtimeError: unmeasured } : {}),
  };
}

if (!process.env.BENCH_SKIP_BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

// As `npm start` serves it: the production builds of the libraries, also for the pages drawn on the server.
const server = await startBuiltServer({ NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
let below = false;
const unmeasured: string[] = [];
try {
  const cookie = await guestCookie(server.url);
  const rows: string[][] = [];
  for (const [path, session] of [
    ['/', undefined],
    ['/fridge', cookie],
  ] as const) {
    if (session) await addCookies(chrome.port, server.url, session);
    const runs: Figures[] = [];
    const failed = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(server.url + path, chrome.port);
      runs.push(run.figures);
      run.failed.forEach((id) => failed.add(id));
      if (run.runtimeError) unmeasured.push(`${path} run ${i + 1}: ${run.runtimeError}`);
      console.log(`${path} run ${i + 1}/${RUNS}: ${JSON.stringify(run.figures)}`);
    }
    for (const problem of failed) console.log(`${path}: ${problem}`);
    for (const { key, label, goal, atMost, show } of GOALS) {
      const value = median(runs.map((r) => r[key]));
      const ok = atMost ? value <= goal : value >= goal;
      if (!ok && !QUICK) below = true;
      const verdict = QUICK ? '-' : ok ? 'ok' : 'BELOW';
      rows.push([path, label, show(value), `${atMost ? '≤' : '≥'} ${show(goal)}`, verdict]);
    }
  }
  console.log(
    `\nLighthouse, mobile preset, median of ${RUNS} runs${QUICK ? ' (quick run: goals not judged)' : ''}:`,
  );
  const widths = [8, 15, 9, 10, 5];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(['route', 'figure', 'median', 'goal', '']));
  for (const row of rows) console.log(line(row));
  const measured = judge('Checks', [
    {
      text: `every run measured its page${unmeasured.length > 0 ? `; not: ${unmeasured.join('; ')}` : ''}`,
      ok: unmeasured.length === 0,
    },
  ]);
  if (!measured) below = true;
} finally {
  await chrome.kill();
  await server.stop();
}
if (below) process.exit(1);
