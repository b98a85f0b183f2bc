// A shared phone: signing out, or deleting the account, leaves nothing of the account on the device (Cache
// Storage, IndexedDB, local and session storage, looked into from the page), and a change the account queued
// is sent before it leaves or dropped after a warning, never sent as whoever signs in next.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { checkScreen } from './screens';
import { appKept, appStarted, fridgeKept, signUpVerified, toastGone } from './support';

const PASSWORD = 'sacchetti-nel-frigo-2026';
// A minimal valid PNG (1×1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** What the device may keep whoever is signed in: its own settings, none of them the account's. */
const DEVICE_SETTINGS = ['language', 'myfridge-app-version', 'push-prompt-answered'];

interface Item {
  id: string;
  state: string;
  food: { slug: string };
}

interface Holdings {
  caches: Record<string, string[]>;
  databases: Record<string, Record<string, unknown[]>>;
  local: Record<string, string>;
  session: Record<string, string>;
}

/** Everything the origin keeps on the device that a page can read. */
async function holdings(page: Page): Promise<Holdings> {
  return page.evaluate(async () => {
    const result: Holdings = { caches: {}, databases: {}, local: {}, session: {} };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      // The pages the worker keeps are read whole: they hold what the server drew for the account.
      result.caches[name] = await Promise.all(
        (await cache.keys()).map(async (r) =>
          name === 'myfridge-pages' ? `${r.url} ${await (await cache.match(r))?.text()}` : r.url,
        ),
      );
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores: Record<string, unknown[]> = {};
      for (const store of db.objectStoreNames) {
        stores[store] = await new Promise<unknown[]>((resolve, reject) => {
          const tx = db.transaction(store);
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => resolve([...keys.result, ...values.result]);
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      result.databases[name] = stores;
    }
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      result.local[key] = localStorage.getItem(key)!;
    }
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      result.session[key] = sessionStorage.getItem(key)!;
    }
    return result;
  });
}

interface Account {
  email: string;
  id: string;
  items: Item[];
}

/** Signed up and in, with lemons and carrots in the fridge, a profile picture, and the app kept. */
async function accountWithPicture(page: Page, baseURL: string): Promise<Account> {
  const email = await signUpVerified(page, baseURL, 'shared-phone', 'it', 'Ada');
  const headers = { Origin: baseURL };
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  for (const slug of ['lemons', 'carrots']) {
    const foodId = foods.find((f) => f.slug === slug)!.id;
    expect(
      (await page.request.post('/api/fridge-items', { data: { foodId, bagSize: 'M' }, headers })).ok(),
    ).toBe(true);
  }
  // The profile and its picture through the API: their form is profile-edit.spec's and guest.spec's.
  const profile = await page.request.patch('/api/account/profile', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+39 333 1234567',
      birthDate: '1956-12-09',
      gender: 'other',
    },
    headers,
  });
  expect(profile.ok()).toBe(true);
  const picture = await page.request.post('/api/account/picture', {
    multipart: { picture: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
    headers,
  });
  expect(picture.ok()).toBe(true);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  await page.goto('/fridge');
  await appStarted(page);
  await appKept(page);

  // The profile, opened in the app: the worker's picture cache keeps the picture it shows.
  await page.getByRole('navigation').getByRole('link', { name: 'Profilo' }).click();
  const shown = page.getByRole('img', { name: 'La tua foto del profilo' });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The screens, in the app, so that their data is kept for offline use.
  for (const tab of ['Premi', 'Frigo']) {
    await page.getByRole('navigation').getByRole('link', { name: tab }).click();
  }
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await fridgeKept(page);
  // Opened again, now through the worker, which keeps a copy of the page the server drew.
  await page.reload();
  await appStarted(page);
  const items = (await (await page.request.get('/api/fridge-items?order=created_at.asc')).json()) as Item[];
  return { email, id: session.user.id, items };
}

/** The lemons eaten offline: a change queued on the device, shown as waiting. */
async function eatLemonsOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Consumato' }).click();
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toHaveCount(0);
  await expect
    .poll(async () => JSON.stringify((await holdings(page)).databases['myfridge-outbox'] ?? {}))
    .toContain('consume');
}

/**
 * The profile, once the toast of the change kept offline has gone: it sits over the profile's buttons, and a
 * click on one of them would hover it and keep it there (see `toastGone`).
 */
async function openProfileAfterTheToast(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Profilo' }).click();
  await toastGone(page, 'Salvato su questo telefono: verrà inviato appena torni online.');
}

/**
 * What the account was, anywhere on the device (its id, address, phone, items, picture, the changes
 * it queued), as `place: mark`.
 */
function tracesOf(device: Holdings, account: Account): string[] {
  const marks = [account.id, account.email, '/avatars/', '333 1234567', ...account.items.map((i) => i.id)];
  const places: [string, unknown][] = [
    ...Object.entries(device.caches).map(([name, urls]): [string, unknown] => [`cache ${name}`, urls]),
    ...Object.entries(device.databases).flatMap(([db, stores]) =>
      Object.entries(stores).map(([store, rows]): [string, unknown] => [`indexedDB ${db}/${store}`, rows]),
    ),
    ...Object.entries(device.local).map(([key, value]): [string, unknown] => [
      `localStorage ${key}`,
      [key, value],
    ]),
    ...Object.entries(device.session).map(([key, value]): [string, unknown] => [
      `sessionStorage ${key}`,
      [key, value],
    ]),
  ];
  return places.flatMap(([place, content]) => {
    const text = JSON.stringify(content);
    return marks.filter((mark) => text.includes(mark)).map((mark) => `${place}: ${mark}`);
  });
}

/**
 * Nothing of `account` on the device. What the app still has to finish (a save a second after a change) is
 * given the time to, unless the caller has just waited longer (`settled`).
 */
async function expectNothingOf(
  page: Page,
  account: Account,
  { nobodyIn = true, settled = false } = {},
): Promise<void> {
  if (!settled) await page.waitForTimeout(1500);
  const device = await holdings(page);
  expect(tracesOf(device, account)).toEqual([]);
  // Signed in, the next account has data of its own on the device.
  if (!nobodyIn) return;
  expect(Object.keys(device.local).filter((key) => !DEVICE_SETTINGS.includes(key))).toEqual([]);
  // The app's own stores are empty; the pictures left are the catalogue's.
  for (const db of ['myfridge-cache', 'myfridge-outbox']) {
    for (const [store, rows] of Object.entries(device.databases[db] ?? {})) {
      expect(rows, `${db}/${store}`).toEqual([]);
    }
  }
  const pictures = device.caches['myfridge-pictures'] ?? [];
  expect(pictures.filter((url) => !new URL(url).pathname.startsWith('/storage/public/foods/'))).toEqual([]);
  // The app itself stays kept: the next person opens it offline too.
  expect(Object.keys(device.caches).some((name) => name.startsWith('workbox-precache'))).toBe(true);
}

/** The account's fridge as the server has it, asked by a client of its own. */
async function fridgeOf(request: APIRequestContext, baseURL: string, email: string): Promise<string[][]> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(signIn.ok()).toBe(true);
  const items = (await (await request.get('/api/fridge-items?order=created_at.asc')).json()) as Item[];
  return items.map((i) => [i.food.slug, i.state]);
}

/**
 * A second account signs in on the same browser, opens the fridge, and the app gets every chance to send: the
 * three seconds waited settle the device too.
 */
async function secondAccountUsesThePhone(page: Page, baseURL: string): Promise<Request[]> {
  const changes: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/fridge-items') && r.method() !== 'GET') changes.push(r);
  });
  await signUpVerified(page, baseURL, 'next-person', 'it', 'Bea');
  await page.goto('/fridge');
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Aggiungi il primo alimento' })).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The service worker's Background Sync too.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await (registration as unknown as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
      'myfridge-outbox',
    );
  });
  await page.waitForTimeout(3000);
  expect((await (await page.request.get('/api/fridge-items')).json()) as Item[]).toEqual([]);
  return changes;
}

test('signing out with a change that cannot be sent warns, drops it once confirmed, and leaves nothing of the account', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await accountWithPicture(page, baseURL!);
  // Before: the account is all over the device (the test sees what it looks for).
  expect(tracesOf(await holdings(page), account)).toEqual(
    expect.arrayContaining([
      `cache myfridge-pictures: /avatars/`,
      `cache myfridge-pages: ${account.items[0]!.id}`,
      `indexedDB myfridge-cache/kv: ${account.items[0]!.id}`,
      `localStorage daily-ping: ${account.id}`,
    ]),
  );
  await eatLemonsOffline(page);

  // Signing out needs the server: offline it says so, and nothing changes.
  await openProfileAfterTheToast(page);
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Per uscire serve la connessione: solo il server può chiudere la sessione di questo telefono.',
  );
  await expect(page.getByText('Ciao, Ada!')).toBeVisible();

  // Back online, but the change does not get through (a poor signal for it alone), from the page nor from the
  // service worker, which sends the queue in the background.
  await page.context().route('**/api/fridge-items/**', (route) => route.abort('connectionreset'));
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Esci' }).click();
  const warning = page.getByRole('dialog', { name: 'Uscire senza inviare le modifiche?' });
  await expect(warning).toContainText(
    "1 modifica fatta su questo telefono non è arrivata al server. Se esci ora andrà persa. Per non perderla, resta connesso e riprova quando c'è campo.",
  );
  await checkScreen(page, testInfo, 'sign-out-unsent-changes-390x844');
  // The warning as the screen shows it, on a phone and on a desktop.
  for (const [name, size] of [
    ['sign-out-unsent-changes-screen-390x844', { width: 390, height: 844 }],
    ['sign-out-unsent-changes-screen-1280x800', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    const path = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await warning.getByRole('button', { name: 'Esci e scarta' }).click();
  await expect(page).toHaveURL('/');
  await page.context().unroute('**/api/fridge-items/**');

  await expectNothingOf(page, account);

  const changes = await secondAccountUsesThePhone(page, baseURL!);
  expect(changes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([]);
  await expectNothingOf(page, account, { nobodyIn: false, settled: true });
  // On the server, the first account's lemons are as they were: the dropped change was never made.
  const own = await playwright.request.newContext({ baseURL: baseURL! });
  expect(await fridgeOf(own, baseURL!, account.email)).toEqual([
    ['lemons', 'stored'],
    ['carrots', 'stored'],
  ]);
  await own.dispose();
});

test('signing out sends the changes still waiting first, when the server can take them', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const account = await accountWithPicture(page, baseURL!);
  await eatLemonsOffline(page);
  // Back online, the server too busy for it: the change waits ten minutes before it is tried again.
  let refused = 0;
  await page.context().route('**/api/fridge-items/**', async (route) => {
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '600' },
      json: { error: { code: 'busy', message: 'busy' } },
    });
    refused += 1;
  });
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.context().unroute('**/api/fridge-items/**');

  await openProfileAfterTheToast(page);
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNothingOf(page, account);

  const own = await playwright.request.newContext({ baseURL: baseURL! });
  expect(await fridgeOf(own, baseURL!, account.email)).toEqual([
    ['lemons', 'consumed'],
    ['carrots', 'stored'],
  ]);
  await own.dispose();
});

test('deleting the account leaves nothing of it on the device, and its queued change is never sent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await accountWithPicture(page, baseURL!);
  await eatLemonsOffline(page);
  await page.context().route('**/api/fridge-items/**', (route) => route.abort('connectionreset'));
  await page.context().setOffline(false);

  await openProfileAfterTheToast(page);
  await page.getByRole('button', { name: 'Elimina account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
  await dialog.getByLabel('La tua password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Elimina per sempre' }).click();
  await expect(page).toHaveURL('/');
  await page.context().unroute('**/api/fridge-items/**');

  await expectNothingOf(page, account);
  const changes = await secondAccountUsesThePhone(page, baseURL!);
  expect(changes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([]);
  await expectNothingOf(page, account, { nobodyIn: false, settled: true });
});
