// The home page arrives drawn (prerendered at build time) in the visitor's language, before any script has
// run; the app then takes it over without a change a user could see, and a tap made before that is not lost.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, holdAppCode } from './support';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // In Italian: the first half of 'the app takes the page over' below, which loads it without JavaScript too.
  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('it is in English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
      // What a search engine or a shared link shows is in the page's language too.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Your digital fridge for fruit and vegetables in freshness bags.',
      );
    });
  });
});

test('the language chosen in the app decides the next visit’s home page, whatever the browser says', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'My fridge' })).toBeVisible();
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="en">');
});

test('a tap on the menu before the app has started opens it once it has', async ({ page }) => {
  // The app's code is slow to come; the page is already drawn.
  const release = await holdAppCode(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('the app takes the page over without an error, in Italian, and draws it where it was drawn', async ({
  page,
  browser,
  baseURL,
}) => {
  const boxes = async (p: Page) =>
    Promise.all(
      [
        p.getByRole('heading', { level: 1 }),
        p.getByRole('main').getByRole('img'),
        p.getByRole('link', { name: 'Inizia a usare il tuo frigo' }),
        p.getByRole('button', { name: 'Apri il menu' }),
      ].map((l) => l.boundingBox()),
    );
  const still = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'it-IT',
    viewport: page.viewportSize()!,
  });
  const prerendered = await still.newPage();
  await test.step('without JavaScript the home page is there in Italian, its links work', async () => {
    await prerendered.goto(`${baseURL}/`);
    await expect(prerendered.locator('html')).toHaveAttribute('lang', 'it');
    await expect(prerendered.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
    await expect(prerendered.getByRole('img', { name: /Un frigorifero aperto/ })).toBeVisible();
    await expect(prerendered.getByRole('link', { name: 'Inizia a usare il tuo frigo' })).toHaveAttribute(
      'href',
      '/tutorial',
    );
  });
  const drawn = await boxes(prerendered);
  await still.close();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  // The app has started once the menu answers.
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await boxes(page)).toEqual(drawn);
  expect(errors).toEqual([]);
  // Italian is the default of an Italian browser once the app runs too, and <html lang> says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio frigo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test("the app's code lost once on the way is asked for again, and the app starts", async ({ page }) => {
  let refused = 0;
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await appStarted(page);
  expect(refused).toBe(1);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
