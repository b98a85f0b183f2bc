import { expect, test, type Page } from '@playwright/test';
import { guestWithFoods, queuedChanges } from './fridge-support';
import { checkScreen } from './screens';
import { appKept, fridgeKept } from './support';

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline — ultimo aggiornamento alle \d\d:\d\d$/ });

// One guest, one visit and one install of the worker for both: the cold start, then every tab from it.
test('after one visit, the fridge opens offline from a cold start, with its items and pictures; every tab and the menu open, pictures included', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }, { slug: 'carrots' }, { slug: 'strawberries' }]);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await appKept(page);
  await fridgeKept(page);

  await context.setOffline(true);
  // A cold start: a new tab, nothing of the app in memory.
  await page.close();
  const cold = await context.newPage();
  await cold.goto('/fridge');
  await expect(offlineBanner(cold)).toBeVisible();
  await expect(cold.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await expect(cold.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
  // Offline is not a failure: the kept fridge is shown without an error beside it. (A read tried and failed
  // would show its error after the one retry, a second later.)
  await cold.waitForTimeout(2_000);
  await expect(cold.getByText('Errore nel caricamento degli alimenti')).toHaveCount(0);
  await checkScreen(cold, testInfo, 'fridge-offline-cold-390x844');

  await cold.reload();
  await expect(cold.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
  await expect(offlineBanner(cold)).toBeVisible();

  await test.step('every tab and the menu open, pictures included', async () => {
    const tabs = cold.getByRole('navigation', { name: 'Sezioni principali' });
    for (const [tab, path] of [
      ['Premi', '/prizes'],
      ['Acquista', '/buy'],
      ['Profilo', '/profile'],
      ['Frigo', '/fridge'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(cold).toHaveURL(path);
      await expect(cold.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cold.getByText('Qualcosa è andato storto!')).toHaveCount(0);
      await expect(cold.getByText('Non è stato possibile caricare questa parte')).toHaveCount(0);
      await checkScreen(cold, testInfo, `offline-tab${path.replace('/', '-')}`);
    }

    await cold.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = cold.getByRole('dialog');
    await expect(menu).toBeVisible();
    // The sheet slides in from the side: look once it is in place.
    await expect.poll(async () => (await menu.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? box.x + box.width : 999;
      })
      .toBeLessThanOrEqual(391);
    await checkScreen(cold, testInfo, 'offline-menu');

    // The help pages and the tutorial's slides are part of the kept app too.
    await cold.goto('/tutorial');
    await expect(cold.locator('figure img')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => cold.locator('figure img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('signed out, the fridge opens offline too, without an error; a route of the server is never answered with the app', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A promise nobody waits on that fails is logged so by the browser.
  page.on('console', (message) => message.text().startsWith('Uncaught') && errors.push(message.text()));
  await page.goto('/fridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await appKept(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect(page.getByText('Qualcosa è andato storto!')).toHaveCount(0);
  expect(errors).toEqual([]);

  // The same worker, still offline.
  await test.step('a route of the server is never answered with the app', async () => {
    const failed = await page.goto('/api/health').then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
  });
});

test('a returning visit opens the fridge as the server draws it, its items there before the app runs; offline, as the server drew it last, then with what changed since', async ({
  page,
  context,
  baseURL,
}) => {
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }, { slug: 'carrots' }]);
  // Whether the page, once parsed and before the app's code runs (module scripts run after 'interactive'),
  // already names the fridge's items.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const text = document.body?.textContent ?? '';
      (window as unknown as { parsedWithItems: boolean }).parsedWithItems =
        text.includes('Limoni') && text.includes('Carote');
    });
  });
  const parsedWithItems = () =>
    page.evaluate(() => (window as unknown as { parsedWithItems?: boolean }).parsedWithItems);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await appKept(page);
  await fridgeKept(page);

  // The worker in charge now, as on every visit of an installed app: it brings the server's page.
  const online = await page.reload();
  expect(online?.fromServiceWorker()).toBe(true);
  expect(await parsedWithItems()).toBe(true);
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeVisible();

  // The lemons eaten since the server drew that page: the change is sent, and the fridge kept without them.
  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Consumato' }).click();
  await expect.poll(() => queuedChanges(page), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => keptFridgeNames(page)).toEqual(['carrots']);

  // Offline, the page the server drew last opens as it was, its items there before the app runs; the app
  // takes it over without a mismatch, then shows the fridge kept since.
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|#418|#423|#425/i.test(message.text()))
      reports.push(message.text());
  });
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(await parsedWithItems()).toBe(true);
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toHaveCount(0);
  await expect(offlineBanner(page)).toBeVisible();
  expect(reports).toEqual([]);

  // On a phone as slow as Lighthouse's (the parser then hands a page over in parts), the first frame drawn
  // already has the items: the page is not painted until the screen the server drew has arrived whole.
  for (const offline of [true, false]) {
    await context.setOffline(offline);
    const slow = await context.newPage();
    await (await context.newCDPSession(slow)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A frame's callbacks run just before it is painted.
    await slow.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameWithItems: boolean }).firstFrameWithItems =
          document.querySelector('[aria-label="Apri Carote"]') !== null;
      });
    });
    await slow.goto('/fridge');
    await expect(slow.getByRole('button', { name: 'Apri Carote' })).toBeVisible();
    const withItems = await slow.evaluate(
      () => (window as unknown as { firstFrameWithItems?: boolean }).firstFrameWithItems,
    );
    expect(withItems, offline ? 'offline' : 'online').toBe(true);
    await slow.close();
  }
});

/** The foods of the fridge kept on the device (lib/persisted-cache.ts), as their slugs. */
async function keptFridgeNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('myfridge-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('kv').objectStore('kv').get('queries');
          read.onsuccess = () => {
            type Kept = { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
            const fridge = (read.result as Kept | undefined)?.queries?.find(
              (q) => q.queryKey[0] === 'fridge-items',
            );
            const items = (fridge?.state.data ?? []) as { state: string; food: { slug: string } }[];
            resolve(items.filter((i) => i.state === 'stored').map((i) => i.food.slug));
            db.close();
          };
        };
      }),
  );
}
