// The returning visit to the fridge, measured in the browser itself: once the service worker controls the
// app (every visit after the first), a new tab opens /fridge, online or offline (Lighthouse cannot go
// offline). The page watches its own paints, long tasks and the first item's arrival from its very start.
import type { BrowserContext } from '@playwright/test';
import { appKept, fridgeKept } from '../../tests/e2e/support';
import { FIRST_ITEM } from './landing-routes';

export interface WarmFigures {
  /** The first item was on the page when it first painted anything: no blank screen before the items. */
  itemsInFirstPaint: boolean;
  fpMs: number;
  fcpMs: number;
  lcpMs: number;
  /** As Lighthouse counts it: each long task's time past 50 ms, after the first contentful paint. */
  tbtMs: number;
}

interface Watched {
  fp: number;
  fcp: number;
  lcp: number;
  itemAt: number;
  longTasks: [start: number, duration: number][];
}

// Lighthouse's mobile preset slows the CPU four times: so does this measurement.
const CPU_SLOWDOWN = 4;
// The page is done when no long task has run for this long after the items showed (Lighthouse waits 5 s of
// quiet for its interactive time; the fridge has nothing left to load by then).
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 20_000;

/**
 * Runs in the page before anything of it: records what `Watched` holds on `window.__warm`. Plain text, not
 * a function: tsx names the functions it compiles with a helper the page does not have.
 */
const WATCH = `{
  const watched = { fp: NaN, fcp: NaN, lcp: NaN, itemAt: NaN, longTasks: [] };
  window.__warm = watched;
  const observe = (type, each) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  observe('paint', (e) => {
    if (e.name === 'first-paint') watched.fp = e.startTime;
    if (e.name === 'first-contentful-paint') watched.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => { watched.lcp = e.startTime; });
  observe('longtask', (e) => { watched.longTasks.push([e.startTime, e.duration]); });
  const items = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(FIRST_ITEM)})) return;
    watched.itemAt = performance.now();
    items.disconnect();
  });
  items.observe(document, { childList: true, subtree: true });
}`;

/**
 * The first visit of /fridge in `context`, signed in with `cookie`: it leaves the service worker in control
 * and the fridge kept on the device, the state of every visit after the first.
 */
export async function firstVisit(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  await context.addCookies(cookiesOf(cookie, baseUrl));
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/fridge`);
    await page.locator(FIRST_ITEM).waitFor();
    await appKept(page);
    await fridgeKept(page);
  } finally {
    await page.close();
  }
}

/** The cookies of a Cookie header, for a browser's jar. */
export function cookiesOf(header: string, url: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/** A visit of `url` in a new tab of `context`, online or offline; throws when it never shows the items. */
export async function warmVisit(
  context: BrowserContext,
  url: string,
  offline: boolean,
): Promise<WarmFigures> {
  await context.setOffline(offline);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(WATCH);
    await page.goto(url);
    await page.locator(FIRST_ITEM).waitFor({ timeout: MAX_WAIT_MS });
    const read = async () => {
      const { now, watched } = await page.evaluate(() => ({
        now: performance.now(),
        watched: (window as unknown as { __warm?: Watched }).__warm,
      }));
      if (!watched) throw new Error(`${url}: the page's watcher did not run`);
      return { now, ...watched };
    };
    let seen = await read();
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      const lastEnd = Math.max(seen.itemAt, ...seen.longTasks.map(([start, duration]) => start + duration));
      if (seen.now - lastEnd >= QUIET_MS || Date.now() > deadline) break;
      await page.waitForTimeout(250);
      seen = await read();
    }
    if ([seen.fp, seen.fcp, seen.lcp].some(Number.isNaN)) throw new Error(`${url} reported no paint`);
    const tbtMs = seen.longTasks.reduce((sum, [start, duration]) => {
      const after = start + duration - Math.max(start, seen.fcp);
      return sum + Math.max(0, after - 50);
    }, 0);
    return {
      itemsInFirstPaint: seen.itemAt <= seen.fp,
      fpMs: seen.fp,
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      tbtMs,
    };
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}
