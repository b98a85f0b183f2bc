// Offline, every screen the user has seen opens from a cold start with what it showed online and the offline
// note; a screen never seen says it needs a connection once, rather than waiting forever or showing "none".
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './screens';
import { appKept, signUpVerified } from './support';

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline — ultimo aggiornamento alle \d\d:\d\d$/ });

const NEEDS_CONNECTION = 'Per vederlo la prima volta serve la connessione: collegati e riapri questa pagina.';

/** Ada, signed up, in Casa Rossi, who stored carrots (L, twice), lemons (S) and pears (M), and ate the pears. */
async function adaWithData(page: Page, baseURL: string): Promise<void> {
  const headers = { Origin: baseURL, 'Accept-Language': 'it' };
  await signUpVerified(page, baseURL, 'offline-screens');
  expect((await page.request.post('/api/household', { data: { name: 'Casa Rossi' }, headers })).ok()).toBe(
    true,
  );
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const ids: Record<string, string> = {};
  for (const [slug, bagSize] of [
    ['carrots', 'L'],
    ['carrots', 'L'],
    ['lemons', 'S'],
    ['pears', 'M'],
  ] as const) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    const saved = await page.request.post('/api/fridge-items', { data: { foodId, bagSize }, headers });
    expect(saved.ok()).toBe(true);
    ids[slug] = ((await saved.json()) as { id: string }).id;
  }
  const eaten = await page.request.patch(`/api/fridge-items/${ids.pears}`, {
    data: { state: 'consumed' },
    headers,
  });
  expect(eaten.ok()).toBe(true);
}

/** The first parts of the keys of the queries kept on the device (lib/persisted-cache.ts). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opened only once the app has made it: opening it first would make it without its store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'myfridge-cache')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('myfridge-cache');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('kv')) return resolve([]);
        const read = db.transaction('kv').objectStore('kv').get('queries');
        read.onerror = () => resolve([]);
        read.onsuccess = () => {
          const kept = read.result as { queries?: { queryKey: unknown[] }[] } | undefined;
          resolve((kept?.queries ?? []).map((q) => String(q.queryKey[0])));
          db.close();
        };
      };
    });
  });
}

/** What a screen shows of the user's data, as text, read online and then offline. */
async function figures(page: Page, path: string): Promise<string[]> {
  const texts = (locator: ReturnType<Page['locator']>) => locator.innerText();
  switch (path) {
    case '/fridge':
      await expect(page.getByRole('button', { name: 'Apri Carote' }).first()).toBeVisible();
      return [String(await page.getByRole('button', { name: /^Apri / }).count())];
    case '/prizes': {
      const progress = page.getByText(/^\d+ di \d+ completati$/);
      await expect(progress).toBeVisible();
      const tab = page.getByRole('tab', { name: 'Completati' });
      await tab.click();
      // Tapped on the page the server drew, the tab is chosen once the app has started (it taps it again).
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const completed = page.getByRole('region', { name: 'Traguardi' }).getByRole('listitem');
      await expect(completed.first()).toBeVisible();
      return [await progress.innerText(), String(await completed.count())];
    }
    case '/profile': {
      const podium = page.getByRole('region', { name: 'Il tuo podio' });
      await expect(podium.getByRole('listitem').filter({ hasText: 'Oro' })).toContainText('Carote');
      return [
        await texts(podium),
        await texts(page.getByRole('region', { name: 'I miei sacchetti' })),
        await texts(page.getByRole('region', { name: 'Tipi di alimento' })),
      ];
    }
    case '/profile/impact': {
      const totals = page.locator('section[aria-labelledby="impact-totals"]');
      await expect(totals).toContainText('%');
      return [await texts(totals), await texts(page.locator('section[aria-labelledby="impact-compare"]'))];
    }
    case '/household': {
      const members = page.getByRole('region', { name: 'Chi ne fa parte' });
      await expect(members).toContainText('Ada');
      await expect(page.getByRole('heading', { name: 'Casa Rossi' })).toBeVisible();
      return [await texts(members)];
    }
    default:
      throw new Error(path);
  }
}

const SCREENS = ['/fridge', '/prizes', '/profile', '/profile/impact', '/household'];
/** What each screen keeps on the device, by the first part of its queries' keys. */
const KEPT: Record<string, string[]> = {
  '/fridge': ['fridge-items'],
  '/prizes': ['achievements', 'prizes', 'coupons'],
  '/profile': ['podium', 'bags-summary', 'food-types'],
  '/profile/impact': ['impact'],
  '/household': ['household'],
};

/** Goes to `path` by the app's own tabs and links, as a person does, from any screen of the app. */
async function goInTheApp(page: Page, path: string): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Sezioni principali' });
  const tab = { '/fridge': 'Frigo', '/prizes': 'Premi' }[path] ?? 'Profilo';
  await tabs.getByRole('link', { name: tab }).click();
  if (path === '/profile/impact') await page.getByRole('link', { name: 'Vedi il tuo impatto' }).click();
  if (path === '/household') await page.getByRole('link', { name: 'La tua casa' }).click();
  await expect(page).toHaveURL(path);
}

test('offline from a cold start, every screen seen online shows the same figures and the offline note', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // Five screens online, then the app opened offline and looked around, then five cold starts: some
  // twenty page loads, each waiting for its data to be kept.
  test.setTimeout(180_000);
  // Time flows as usual; the test moves it on when a person would have spent a while on one screen.
  await context.clock.install();
  await adaWithData(page, baseURL!);
  const online = new Map<string, string[]>();
  for (const path of SCREENS) {
    await page.goto(path);
    online.set(path, await figures(page, path));
    // Kept a moment after it arrives: waited for, as a person stays on a screen more than an instant.
    for (const key of KEPT[path]!) {
      await expect.poll(async () => (await keptKeys(page)).includes(key), { message: key }).toBe(true);
    }
  }
  const done = Number(/^(\d+)/.exec(online.get('/prizes')![0]!)![1]);
  expect(done).toBeGreaterThan(0);
  await appKept(page);
  expect(await keptKeys(page)).toEqual(expect.arrayContaining(Object.values(KEPT).flat()));

  await context.setOffline(true);
  await page.close();
  // Opened offline on the fridge, left there a quarter of an hour, then every other screen in turn.
  const app = await context.newPage();
  await app.goto('/fridge');
  await expect(offlineBanner(app)).toBeVisible();
  expect(await figures(app, '/fridge')).toEqual(online.get('/fridge'));
  await context.clock.fastForward('15:00');
  for (const path of [...SCREENS.slice(1), '/fridge']) {
    await goInTheApp(app, path);
    await expect(offlineBanner(app)).toBeVisible();
    expect(await figures(app, path), path).toEqual(online.get(path));
    await expect(app.getByText(NEEDS_CONNECTION)).toHaveCount(0);
  }
  await app.close();

  for (const path of SCREENS) {
    // A cold start on each screen: a new tab, nothing of the app in memory.
    const cold = await context.newPage();
    await cold.goto(path);
    await expect(offlineBanner(cold)).toBeVisible();
    expect(await figures(cold, path), path).toEqual(online.get(path));
    await expect(cold.getByText(NEEDS_CONNECTION)).toHaveCount(0);
    if (path === '/prizes' || path === '/profile/impact') {
      await checkScreen(cold, testInfo, `offline-cold${path.replaceAll('/', '-')}-390x844`);
    }
    await cold.close();
  }
});

test('offline, a screen never opened says it needs a connection once, not that there is nothing', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // An account made and verified, then four cold starts.
  test.slow();
  await adaWithData(page, baseURL!);
  // Only the fridge is seen online.
  await page.goto('/fridge');
  await figures(page, '/fridge');
  await appKept(page);
  await expect.poll(async () => (await keptKeys(page)).includes('fridge-items')).toBe(true);

  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  await cold.goto('/prizes');
  await expect(offlineBanner(cold)).toBeVisible();
  await expect(cold.getByText(NEEDS_CONNECTION).first()).toBeVisible();
  await expect(cold.getByText(/di \d+ completati/)).toHaveCount(0);
  await checkScreen(cold, testInfo, 'offline-never-seen-prizes-390x844');

  for (const path of ['/profile', '/profile/impact', '/household']) {
    await cold.goto(path);
    await expect(offlineBanner(cold)).toBeVisible();
    await expect(cold.getByText(NEEDS_CONNECTION).first(), path).toBeVisible();
  }
  await expect(cold.getByText('Carico la tua casa…')).toHaveCount(0);
});
