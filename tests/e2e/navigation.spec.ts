import { expect, test } from '@playwright/test';

// The home page's Start and the tutorial in one visit: the tutorial is reached as a user reaches it.
test('home leads to the tutorial with Start, whose four slides, each picture in the chosen language, lead to the fridge', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect(page.getByText('i tuoi primi 5 punti sono in regalo!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Fridge, pagina iniziale' }).locator('img')).toHaveAttribute(
    'width',
    '80',
  );
  // Shown as "Inizia", read out as where it leads.
  const start = page.getByRole('link', { name: 'Inizia a usare il tuo frigo', exact: true });
  await expect(start).toHaveText('Inizia a usare il tuo frigo');
  await expect(start).toBeVisible();
  await start.click();
  await expect(page).toHaveURL('/tutorial');
  await expect(
    page.getByRole('img', { name: 'Metti frutta e verdura nei sacchetti freschezza' }),
  ).toBeVisible();

  const slide = page.locator('figure img');
  for (const n of [1, 2, 3, 4]) {
    await expect(slide).toHaveAttribute('src', `/onboarding/slides/it/tutorial_${n}_lifebag.jpg`);
    // The picture really loads (the next slide's image may still be on its way: wait for it).
    await expect
      .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    if (n < 4) await page.getByRole('button', { name: 'Avanti' }).click();
  }
  await page.getByRole('link', { name: 'Apri il mio frigo' }).click();
  await expect(page).toHaveURL('/fridge');
});

test('an unknown route is a 404 whose page says Not Found in a heading, with a way home', async ({
  page,
}) => {
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle('Pagina non trovata · My Fridge');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · My Fridge');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

// One visit for the tabs, the help and the titles: the screens are reached as a user reaches them, each
// titled as it comes. Sent to a signed-out visitor to log in, the profile's flags and the error fallback are
// component tests (features/profile/components/profile-routes, components/error-fallback).
test("the bottom tabs and the Help link reach every section, each titled in the user's language, sent by the server and kept after navigation", async ({
  page,
}) => {
  const sent = await page.request.get('/prizes', { headers: { 'Accept-Language': 'en' } });
  expect(await sent.text()).toContain('<title>Prizes · My Fridge</title>');
  await page.goto('/fridge');
  await expect(page).toHaveTitle('Il tuo frigo · My Fridge');
  const tabs = page.getByRole('navigation', { name: 'Sezioni principali' });
  await test.step('the tabs', async () => {
    for (const [name, path, heading] of [
      ['Premi', '/prizes', 'Premi'],
      ['Acquista', '/buy', 'Acquista i sacchetti'],
      ['Profilo', '/profile', 'Profilo'],
      ['Frigo', '/fridge', 'Il mio frigo'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });
  await test.step('the help', async () => {
    await page.getByRole('link', { name: 'Aiuto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aiuto' })).toBeVisible();
    await page.getByRole('link', { name: /Usa i sacchetti/ }).click();
    await expect(page).toHaveURL('/help/how-to-bags');
    await expect(page.getByText('Quando è vuoto, lava il sacchetto')).toBeVisible();
  });
  await test.step('the titles, after navigation, Back and a change of language', async () => {
    await tabs.getByRole('link', { name: 'Premi' }).click();
    await expect(page).toHaveTitle('Premi · My Fridge');
    await page.getByRole('link', { name: 'Aiuto' }).click();
    await expect(page).toHaveTitle('Aiuto · My Fridge');
    await page.goBack();
    await expect(page).toHaveTitle('Premi · My Fridge');
    // A change of language retitles the page at once.
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveTitle('Prizes · My Fridge');
  });
});

test('what the keyboard reaches is never left under the bottom tabs', async ({ page }) => {
  await page.goto('/prizes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Sezioni principali' });
  const tabsTop = (await tabs.boundingBox())!.y;
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.closest('nav[aria-label="Sezioni principali"]')) {
        return null;
      }
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, name: element.textContent?.trim() ?? element.tagName };
    });
    if (!focused) continue;
    // A region taller than the screen shows its top; anything else is seen whole.
    if (focused.bottom - focused.top > tabsTop) expect(focused.top).toBeLessThan(tabsTop);
    else
      expect(focused.bottom, `"${focused.name.slice(0, 40)}" is under the tabs`).toBeLessThanOrEqual(tabsTop);
  }
  // The page is long enough for the keyboard to have had to scroll it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
