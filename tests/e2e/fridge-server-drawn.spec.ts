// The fridge arrives drawn by the server with the user's own foods, before any of the app's code has run
// (a first visit on a slow phone); the app then takes it over from the same data, without a change a user
// could see.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { appStarted } from './support';

/** A new guest with lemons and carrots, and the state of their browser (its cookies). */
async function guestWithLemonsAndCarrots(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/help');
  await guestWithFoods(page, baseURL, [{ slug: 'lemons' }, { slug: 'carrots' }]);
  const state = await context.storageState();
  await context.close();
  return state;
}

test.describe('without JavaScript', () => {
  test('signed out, the fridge is drawn empty and its page is not kept by shared caches', async ({
    page,
  }) => {
    const response = await page.goto('/fridge');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
    await expect(page.getByText('Il tuo frigo è vuoto.')).toBeVisible();
  });
});

// One guest for both: the fridge drawn without JavaScript is the one the app then takes over.
test('without JavaScript the fridge shows the guest’s own foods, in the account’s language, another guest sees only theirs; the app takes the drawn fridge over without asking for the foods again, and draws it where it was drawn', async ({
  browser,
  baseURL,
}) => {
  const storageState = await guestWithLemonsAndCarrots(browser, baseURL!);
  const boxes = async (p: Page) =>
    Promise.all(
      [
        p.getByRole('heading', { level: 1 }),
        p.getByText('Limoni'),
        p.getByText('Carote'),
        p.getByRole('link', { name: /Frigo/ }),
      ].map((l) => l.boundingBox()),
    );

  const still = await browser.newContext({ storageState, javaScriptEnabled: false });
  const drawn = await still.newPage();
  await drawn.goto('/fridge');
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'it');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect(drawn.getByText('Limoni')).toBeVisible();
  await expect(drawn.getByText('Carote')).toBeVisible();
  const before = await boxes(drawn);

  await test.step('the app takes it over without asking for the foods again, where it was drawn', async () => {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const itemReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/fridge-items') itemReads.push(request.method());
    });
    await page.goto('/fridge');
    await appStarted(page);
    await expect(page.getByText('Limoni')).toBeVisible();
    expect(await boxes(page)).toEqual(before);
    expect(itemReads.filter((m) => m === 'GET')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  await test.step('without JavaScript, the account’s language wins over the browser’s', async () => {
    const headers = { Origin: baseURL! };
    expect((await drawn.request.put('/api/account/locale', { data: { locale: 'en' }, headers })).ok()).toBe(
      true,
    );
    await drawn.goto('/fridge');
    await expect(drawn.locator('html')).toHaveAttribute('lang', 'en');
    await expect(drawn.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
    await expect(drawn.getByText('Lemons')).toBeVisible();
  });

  await test.step('without JavaScript, another guest sees only theirs', async () => {
    const headers = { Origin: baseURL! };
    const other = await browser.newContext({ javaScriptEnabled: false });
    const stranger = await other.newPage();
    expect((await stranger.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(
      true,
    );
    await stranger.goto('/fridge');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
    await expect(stranger.getByText('Il tuo frigo è vuoto.')).toBeVisible();
    await expect(stranger.getByText('Limoni')).toHaveCount(0);
    await other.close();
  });
  await still.close();
});
