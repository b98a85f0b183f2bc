// A server too busy to take a change or to say who is signed in (429, or an error of its own) is not a
// signed-out user: the app keeps the session it knows, and a change waiting to be sent is sent once the server
// answers again.
import { expect, test, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';

async function states(page: Page): Promise<[string, string][]> {
  const items = (await (await page.request.get('/api/fridge-items?limit=100')).json()) as {
    state: string;
    food: { slug: string };
  }[];
  return items.map((i): [string, string] => [i.food.slug, i.state]).sort();
}

for (const status of [429, 503]) {
  test(`the server answered ${status} to the change and the session check: still signed in, and the change is sent when the server is back`, async ({
    page,
    context,
    baseURL,
  }) => {
    await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }, { slug: 'pears' }]);
    await page.goto('/fridge');
    await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();

    let busy = true;
    const refused: { path: string; at: number }[] = [];
    // The service worker's requests too: it sends the queue in the background.
    await context.route('**/api/**', async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const change = request.method() === 'PATCH' && path.startsWith('/api/fridge-items/');
      if (!busy || (!change && path !== '/api/auth/get-session')) return route.fallback();
      refused.push({ path, at: Date.now() });
      await route.fulfill({
        status,
        headers: { 'Retry-After': '1' },
        json: { error: { code: 'too_many_requests', message: 'Troppe richieste.' } },
      });
    });
    await page.getByRole('button', { name: 'Apri Limoni' }).click();
    await page.getByRole('dialog', { name: 'Limoni' }).getByRole('button', { name: 'Consumato' }).click();
    const eatenAt = Date.now();
    // Once the seconds to undo are over, the change is refused.
    await expect
      .poll(
        () => refused.filter((r) => r.path !== '/api/auth/get-session' && r.at > eatenAt + 5_000).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    // Opened again meanwhile, the app cannot learn who is signed in: the fridge is still the user's.
    await page.reload();
    await expect.poll(() => refused.some((r) => r.path === '/api/auth/get-session')).toBe(true);
    await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi alimento' })).toBeVisible();
    expect(await states(page)).toEqual([
      ['lemons', 'stored'],
      ['pears', 'stored'],
    ]);

    busy = false;
    // Sent at the next try, well before the half-minute round that would otherwise pick it up.
    await expect
      .poll(() => states(page), { timeout: 10_000 })
      .toEqual([
        ['lemons', 'consumed'],
        ['pears', 'stored'],
      ]);
    await expect(page.getByText('In attesa di invio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apri Pere' })).toBeVisible();
  });
}
