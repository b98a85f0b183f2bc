import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addThroughTheForm, queuedChanges } from './fridge-support';
import { checkScreen } from './screens';
import { appKept, signUpVerified } from './support';

interface Item {
  id: string;
  state: string;
  food: { slug: string };
}

interface Export {
  account: { points: number };
  fridgeItems: { id: string; state: string }[];
  pointsLedger: { reason: string; reference: string; points: number }[];
}

/** Signed in (a guest, or an account, which can add through the form) with these foods in the fridge. */
async function userWith(
  page: Page,
  baseURL: string,
  slugs: string[],
  { account = false } = {},
): Promise<Record<string, number>> {
  const headers = { Origin: baseURL };
  if (account) await signUpVerified(page, baseURL, 'offline');
  else await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const ids = Object.fromEntries(foods.map((f) => [f.slug, f.id]));
  for (const slug of slugs) {
    const saved = await page.request.post('/api/fridge-items', {
      data: { foodId: ids[slug], bagSize: 'S' },
      headers,
    });
    expect(saved.ok()).toBe(true);
  }
  return ids;
}

/** A guest with grapes, the app kept, then offline: the grapes eaten, a change queued on the device. */
async function grapesEatenOffline(page: Page, context: BrowserContext, baseURL: string): Promise<void> {
  await userWith(page, baseURL, ['grapes']);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Uva' })).toBeVisible();
  await appKept(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Apri Uva' }).click();
  await page.getByRole('dialog', { name: 'Uva' }).getByRole('button', { name: 'Consumato' }).click();
}

async function items(page: Page): Promise<Item[]> {
  return (await (
    await page.request.get('/api/fridge-items?limit=100&order=created_at.asc')
  ).json()) as Item[];
}

test('offline, an add and an eat are kept, shown as pending, and sent once when back online', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await userWith(page, baseURL!, ['lemons'], { account: true });
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await appKept(page);

  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — ultimo aggiornamento alle \d\d:\d\d$/ }),
  ).toBeVisible();
  await addThroughTheForm(page, 'Verdura', 'Carote');
  await expect(
    page.getByText('Salvato su questo telefono: verrà inviato appena torni online.'),
  ).toBeVisible();
  const carrots = page.getByRole('article').filter({ hasText: 'Carote' });
  await expect(carrots.getByText('In attesa di invio')).toBeVisible();
  await checkScreen(page, testInfo, 'fridge-offline-pending-390x844');

  // Eating the lemons, undone; then eating the carrots not yet sent.
  await page.getByRole('button', { name: 'Apri Limoni' }).click();
  await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Consumato' }).click();
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByText('Annullato: non è cambiato nulla.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  await page.getByRole('button', { name: 'Apri Carote' }).click();
  await page.getByRole('dialog', { name: 'Carote' }).getByRole('button', { name: 'Consumato' }).click();
  await expect(page.getByRole('button', { name: 'Apri Carote' })).toHaveCount(0);
  // Nothing reached the server while offline.
  expect((await items(page)).map((i) => [i.food.slug, i.state])).toEqual([['lemons', 'stored']]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await items(page)).map((i) => [i.food.slug, i.state]), { timeout: 20_000 })
    .toEqual([
      ['lemons', 'stored'],
      ['carrots', 'consumed'],
    ]);
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0);
  await expect(page.getByText('In attesa di invio')).toHaveCount(0);

  // Exactly one item and one add's points for the carrots; eaten at once, they earn nothing more.
  const data = (await (await page.request.get('/api/account/export')).json()) as Export;
  const carrotsId = data.fridgeItems.find((i) => i.state === 'consumed')!.id;
  const ofCarrots = data.pointsLedger.filter((e) => e.reference === carrotsId);
  expect(ofCarrots.map((e) => [e.reason, e.points])).toEqual([['item_added', 2]]);
  expect(data.account.points).toBe(data.pointsLedger.reduce((sum, e) => sum + e.points, 0));
});

test('an answer lost on the way, or held back while the fridge is read again: one item, shown once', async ({
  page,
  baseURL,
}) => {
  const ids = await userWith(page, baseURL!, [], { account: true });
  await page.goto('/fridge');

  await test.step('an answer lost on the way is sent again with the same key: one item, never two', async () => {
    let lost = 0;
    await page.route('**/api/fridge-items', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      // The server does the work; its answer never reaches the phone.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await addThroughTheForm(page, 'Frutta', 'Pere', 'Aggiungi il primo alimento');
    await expect(page.getByRole('article').filter({ hasText: 'Pere' })).toBeVisible();
    await expect.poll(() => lost).toBe(1);
    // Sent again when the app is looked at again, or at the next round.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText('In attesa di invio')).toHaveCount(0, { timeout: 40_000 });
    // Sent again and answered: nothing waits on the phone any more, and the server has one item.
    await expect.poll(() => queuedChanges(page), { timeout: 40_000 }).toBe(0);
    expect((await items(page)).map((i) => i.food.slug)).toEqual(['pears']);
    await page.unroute('**/api/fridge-items');
  });

  await test.step('an answer held back while a change from another phone has the fridge read again: the new item shows once', async () => {
    // The most tiles of strawberries the page ever showed at once, however briefly.
    await page.evaluate(() => {
      const w = window as unknown as { mostStrawberries: number };
      w.mostStrawberries = 0;
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('article')].filter((a) =>
          a.textContent?.includes('Fragole'),
        );
        w.mostStrawberries = Math.max(w.mostStrawberries, shown.length);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let stored = () => {};
    const onServer = new Promise<void>((resolve) => (stored = resolve));
    await page.route('**/api/fridge-items', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      // The server has the item; its answer is slow to arrive.
      const answer = await route.fetch();
      stored();
      await held;
      await route.fulfill({ response: answer });
    });
    const readAgain = page.waitForResponse(
      async (res) =>
        res.request().method() === 'GET' &&
        new URL(res.url()).pathname === '/api/fridge-items' &&
        (await res.text()).includes('"strawberries"'),
    );
    await addThroughTheForm(page, 'Frutta', 'Fragole');
    await onServer;
    // Meanwhile another phone of the account adds grapes: its live event has this one read the fridge again,
    // which the strawberries are in already.
    const elsewhere = await page.request.post('/api/fridge-items', {
      data: { foodId: ids.grapes, bagSize: 'S' },
      headers: { Origin: baseURL! },
    });
    expect(elsewhere.status()).toBe(201);
    await readAgain;
    // The server's item, no longer waiting to be sent, and the stand-in gone with it.
    await expect(page.getByText('In attesa di invio')).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'Fragole' })).toHaveCount(1);
    await expect(page.getByRole('article').filter({ hasText: 'Uva' })).toHaveCount(1);
    const answered = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/fridge-items',
    );
    release();
    await answered;
    // Its answer adds nothing.
    await expect.poll(() => queuedChanges(page)).toBe(0);
    await expect(page.getByRole('article').filter({ hasText: 'Fragole' })).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { mostStrawberries: number }).mostStrawberries),
    ).toBe(1);
    expect((await items(page)).map((i) => i.food.slug)).toEqual(['pears', 'strawberries', 'grapes']);
  });
});

test('a change to an item deleted elsewhere meanwhile is explained, not silently lost', async ({
  page,
  context,
  baseURL,
}) => {
  await grapesEatenOffline(page, context, baseURL!);
  // Meanwhile, on another phone, the grapes are deleted.
  const [grapes] = await items(page);
  expect(
    (
      await page.request.delete(`/api/fridge-items/${grapes!.id}`, { headers: { Origin: baseURL! } })
    ).status(),
  ).toBe(204);
  await context.setOffline(false);
  await expect(
    page.getByText(
      'Uva: era già stato eliminato da un altro dispositivo, quindi la tua modifica non è stata applicata.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  expect(await items(page)).toEqual([]);
});

test('offline for a while, the add form and an item still open: the session kept is enough', async ({
  page,
  context,
  baseURL,
}) => {
  await page.clock.install();
  await userWith(page, baseURL!, ['pears']);
  await page.goto('/fridge');
  await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();
  await appKept(page);
  await context.setOffline(true);
  // Long enough for the session read on opening to count as old.
  await page.clock.fastForward('05:00');
  await page.getByRole('button', { name: 'Aggiungi alimento' }).click();
  await expect(page.getByRole('dialog', { name: 'Aggiungi al frigo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apri Pere' }).click();
  await expect(page.getByRole('dialog', { name: 'Pere' })).toBeVisible();
});

test('a change that falls due while another sender holds the queue is sent once it is free, not at the next poll', async ({
  page,
  context,
  baseURL,
}) => {
  await grapesEatenOffline(page, context, baseURL!);
  await expect.poll(() => queuedChanges(page)).toBe(1);
  // Another sender (the service worker's Background Sync, another tab) holds the queue when the network comes
  // back, past the moment the eat can no longer be undone; it finds nothing due and says nothing.
  await page.evaluate(
    () =>
      new Promise<void>((granted) => {
        void navigator.locks.request('myfridge-outbox-flush', () => {
          granted();
          return new Promise((release) => setTimeout(release, 6000));
        });
      }),
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.evaluate(() => navigator.locks.request('myfridge-outbox-flush', () => undefined));
  // Free again: the page sends now (its next poll is up to 30 s away).
  await expect.poll(() => queuedChanges(page), { timeout: 3000 }).toBe(0);
  expect((await items(page)).map((i) => i.state)).toEqual(['consumed']);
});
