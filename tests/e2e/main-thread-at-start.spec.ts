// What the app's start spares a slow phone's main thread, just as the user starts to tap.
// - Once the app has taken over the fridge the server drew, the fridge is drawn again only when something on
//   it changes: not as the app starts and reads the device's queue of changes (nothing waiting), not when the
//   network comes back or the app is shown again (when it reads that queue again). What React draws again is
//   seen through the hook it offers developer tools: after each commit, the screen's elements (in <main>)
//   that it drew again (the first draw and the taking over make new ones, not counted).
// - The browser's calendars and time zones, loaded by the page's first date formatter, are loaded by a worker
//   (the one that finds the device's time zone) before the main thread formats or names a date.
import { expect, test, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { appStarted } from './support';

/** Counts, from the page's start, the screen's elements that React draws again after they were drawn. */
async function countRedraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      type: unknown;
      memoizedProps: unknown;
      stateNode: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const seen = window as unknown as { redrawn: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    seen.redrawn = [];
    // The props each element had when last committed: one drawn again has new ones, one React left as it
    // was keeps them (a new element is drawn, not drawn again).
    const drawnWith = new WeakMap<object, unknown>();
    const walk = (fiber: Fiber | null) => {
      for (let f = fiber; f; f = f.sibling) {
        if (typeof f.type === 'string' && f.stateNode instanceof Element) {
          const before = drawnWith.get(f.stateNode);
          if (before !== undefined && before !== f.memoizedProps && f.stateNode.closest('main'))
            seen.redrawn.push(f.type);
          drawnWith.set(f.stateNode, f.memoizedProps);
        }
        walk(f.child);
      }
    };
    seen.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => walk(root.current.child),
    };
  });
}

const redrawn = (page: Page) => page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn);

test('the fridge the app took over is not drawn again while nothing on it changes', async ({
  page,
  baseURL,
}) => {
  await countRedraws(page);
  await page.goto('/help');
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }, { slug: 'carrots' }]);
  await page.goto('/fridge');
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  // The app's start goes on after it has taken the page over (the signed-in part, the queue read): what it
  // would draw again, it draws within this.
  await page.waitForTimeout(3000);
  expect(await redrawn(page)).toEqual([]);

  await test.step('the network comes back, the app is shown again: the queue is read, nothing drawn', async () => {
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(2000);
    expect(await redrawn(page)).toEqual([]);
  });

  await test.step('a change on it draws it again', async () => {
    await page.getByRole('tab', { name: 'Frutta' }).click();
    await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeHidden();
    expect((await redrawn(page)).length).toBeGreaterThan(0);
  });
});

/** Notes whether the main thread made a date formatter before the time zone's worker had answered. */
async function watchFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { zoneAnswered: boolean; formattedFirst: string[] };
    seen.zoneAnswered = false;
    seen.formattedFirst = [];
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).includes('zone-worker'))
          this.addEventListener('message', () => (seen.zoneAnswered = true));
      }
    };
    const note = (what: string) => {
      if (!seen.zoneAnswered) seen.formattedFirst.push(what);
    };
    const Formatter = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Formatter, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        note(`Intl.DateTimeFormat ${JSON.stringify(args)}`);
        return new target(...args);
      },
      apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        note(`Intl.DateTimeFormat ${JSON.stringify(args)}`);
        return target(...args);
      },
    });
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
      const format = Date.prototype[name];
      Date.prototype[name] = function (this: Date, ...args: Parameters<typeof format>) {
        note(`Date.${name}`);
        return format.apply(this, args);
      };
    }
  });
}

/** The dates the main thread formatted, or names of the zone it asked for, before the worker's answer. */
const formattedFirst = (page: Page) =>
  page.evaluate(() => (window as unknown as { formattedFirst: string[] }).formattedFirst);

test('a worker loads the calendars before the main thread formats a date, on every screen that does', async ({
  page,
  baseURL,
}) => {
  await watchFormatters(page);
  // Signed out, the home page asks for the session, naming the device's time zone.
  for (const path of ['/', '/help']) {
    await page.goto(path);
    await appStarted(page);
    expect(await formattedFirst(page), path).toEqual([]);
  }
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }]);
  // The prizes' dates, the reminders' hours, the fridge's days left.
  for (const [path, shows] of [
    ['/prizes', 'Premi'],
    ['/profile', 'Profilo'],
    ['/fridge', 'Il mio frigo'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: shows })).toBeVisible();
    await appStarted(page);
    expect(await formattedFirst(page), path).toEqual([]);
  }
});

/** Notes every time the document's language is set, from the page's start. */
async function watchLanguageSet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { languageSet: string[] };
    seen.languageSet = [];
    // Watched from before <html> exists: what the parser writes is not a change, what a script sets is.
    new MutationObserver((records) => {
      for (const { target } of records)
        if (target === document.documentElement) seen.languageSet.push(document.documentElement.lang);
    }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
  });
}

// Every element's style depends on the document's language (its fonts, its hyphens, `:lang()`): setting it,
// even to the same value, makes the browser work out the style of the whole page again (27 ms of the main
// thread on /prizes in Chromium on this machine, four times that on a slow phone).
test('the app takes a page over in its language without setting the language again', async ({
  browser,
  baseURL,
}) => {
  for (const locale of ['it-IT', 'en-US']) {
    const context = await browser.newContext({ locale, baseURL: baseURL! });
    const page = await context.newPage();
    await watchLanguageSet(page);
    await page.goto('/');
    await appStarted(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    expect(lang, locale).toBe(locale.slice(0, 2));
    expect(
      await page.evaluate(() => (window as unknown as { languageSet: string[] }).languageSet),
      locale,
    ).toEqual([]);
    await context.close();
  }
});
