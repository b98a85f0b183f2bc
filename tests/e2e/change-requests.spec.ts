// What one change from the fridge costs on the network: one request, whose answer carries what the screen
// needs (the item, the points). The change's own live event reads nothing again; another device's change
// still has the fridge read again, which is how each measure knows the page has had its events.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { fillTheAddForm, queuedChanges } from './fridge-support';
import { signUpVerified } from './support';

interface Item {
  id: string;
}

/**
 * The API requests the page and its service worker make from `act` until everything it caused is over: its
 * queue sent and answered, then a change made elsewhere (deleting `elsewhere`) read by the page. The live
 * events come in order, so by then the page has had the event of its own change too.
 */
async function requestsOf(
  page: Page,
  context: BrowserContext,
  elsewhere: Item,
  act: () => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  let markerSent = false;
  let marker: (request: Request) => void = () => {};
  const markerRead = new Promise<void>((resolve) => {
    marker = (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/fridge-items') resolve();
    };
  });
  let done = false;
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (done || !pathname.startsWith('/api/') || pathname === '/api/events') return;
    if (markerSent) {
      marker(request);
      done = true;
      return;
    }
    seen.push(`${request.method()} ${pathname.replace(/\/[0-9a-f-]{36}(?=\/|$)/, '/{id}')}`);
  };
  context.on('request', record);
  try {
    await act();
    await expect.poll(() => queuedChanges(page), { timeout: 20_000 }).toBe(0);
    markerSent = true;
    const res = await page.request.delete(`/api/fridge-items/${elsewhere.id}`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(204);
    await markerRead;
  } finally {
    context.off('request', record);
  }
  return seen;
}

test('adding, eating and deleting from the fridge: one request each, and nothing read again', async ({
  page,
  context,
  baseURL,
}) => {
  // Lemons in every bag, and the foods deleted from elsewhere: the thresholds of the achievements a change
  // here could reach are behind, so no award comes in between.
  const markers = ['carrots', 'pears', 'mandarins', 'mangoes'];
  // An account: a guest's add leads to the sign-up instead.
  await signUpVerified(page, baseURL!, 'requests');
  const headers = { Origin: baseURL! };
  const foods = (await (await page.request.get('/api/foods')).json()) as { id: number; slug: string }[];
  const idOf = (slug: string) => foods.find((f) => f.slug === slug)!.id;
  for (const [slug, bagSize] of [
    ...(['S', 'M', 'L', 'M', 'M', 'M', 'M', 'M'] as const).map((size) => ['lemons', size] as const),
    ...markers.map((slug) => [slug, 'M'] as const),
  ]) {
    const saved = await page.request.post('/api/fridge-items', {
      data: { foodId: idOf(slug), bagSize },
      headers,
    });
    expect(saved.status()).toBe(201);
  }
  const stored = (await (
    await page.request.get('/api/fridge-items?limit=100&order=created_at.asc')
  ).json()) as Item[];
  // The first lemons eaten already: eating is not a first time either.
  const eaten = await page.request.patch(`/api/fridge-items/${stored[0]!.id}`, {
    data: { state: 'consumed' },
    headers,
  });
  expect(eaten.status()).toBe(200);
  const elsewhere = stored.slice(-markers.length);

  // The page's live events are followed once the server says 'ready' (it listens for them by then).
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => document.documentElement.setAttribute('data-events', 'ready'));
      }
    };
  });
  await page.goto('/fridge');
  const lemons = page.getByRole('button', { name: 'Apri Limoni' });
  await expect(lemons).toHaveCount(7);
  await expect(page.locator('html[data-events="ready"]')).toHaveCount(1);
  // Another device's change is read; by then the page has done starting.
  await requestsOf(page, context, elsewhere[0]!, async () => {});

  // From the tap that adds (the dialog reads the shelf lives it shows when it opens).
  const addButton = await fillTheAddForm(page, 'Frutta', 'Limoni');
  const added = await requestsOf(page, context, elsewhere[1]!, async () => {
    await addButton.click();
    await expect(lemons).toHaveCount(8);
  });
  expect(added).toEqual(['POST /api/fridge-items']);
  await expect(page.getByText('In attesa di invio')).toHaveCount(0);

  const consumed = await requestsOf(page, context, elsewhere[2]!, async () => {
    await lemons.first().click();
    await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Consumato' }).click();
    await expect(lemons).toHaveCount(7);
  });
  expect(consumed).toEqual(['PATCH /api/fridge-items/{id}']);

  const deleted = await requestsOf(page, context, elsewhere[3]!, async () => {
    await lemons.first().click();
    await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Elimina' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare Limoni?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await expect(lemons).toHaveCount(6);
  });
  expect(deleted).toEqual(['DELETE /api/fridge-items/{id}']);

  // What the screen shows is the server's: the same lemons after a reload.
  await page.reload();
  await expect(lemons).toHaveCount(6);
});
